import { useLocation } from "react-router-dom";

/** A Firebase-like error: Firebase errors carry their code next to the message. */
export function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}

/** Shows where the app went, with the search and hash. */
export function WhereAmI({ name }: { name: string }) {
  const { pathname, search, hash } = useLocation();
  return (
    <p>
      {name} at {pathname}
      {search}
      {hash}
    </p>
  );
}

/** A promise whose settling the test decides. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
