import type { ContentBlock } from "./RichText";

export interface QuestionAnswer {
  id: string;
  question: string;
  answer: readonly ContentBlock[];
}

/** The spec's five questions, in its order, with the developer's answers. */
export const questions: readonly QuestionAnswer[] = [
  {
    id: "react-performance",
    question: "How will you improve the performance of a React application?",
    answer: [
      "Measure before changing anything. Profile a production build with the React DevTools Profiler and the browser's Performance panel, and watch real-user metrics such as Largest Contentful Paint and Interaction to Next Paint. The profiler shows which components render, how often and how long they take, so you fix the real bottleneck instead of guessing.",
      "Then avoid work that is not needed. Keep state as close as possible to the components that use it, so an update re-renders a small subtree rather than the whole page. Split large components, give list items stable `key`s, and keep expensive calculations out of the render path. Where the profiler shows a component re-rendering with the same props, `React.memo`, `useMemo` and `useCallback` (or the React Compiler, which adds this memoization automatically) let React skip it.",
      "Ship and load less. Split the bundle per route with `React.lazy` and dynamic `import()`, as this shop does for every page, lazy-load images below the fold and give every image its width and height to avoid layout shifts. Render only the visible rows of very long lists (virtualization), and cache server data with a client such as Apollo Client so revisiting a page does not wait for the network.",
      "Finally keep the page responsive during heavy updates: mark non-urgent updates with `useTransition` or `useDeferredValue` so typing and clicking stay smooth, and debounce work triggered by every keystroke, such as search requests.",
    ],
  },
  {
    id: "state-management",
    question: "What are the different ways to manage a state in a React application?",
    answer: [
      "Local component state is the starting point: `useState` for simple values and `useReducer` when several values change together or the update logic deserves its own function. When two components need the same value, lift the state up to their closest common parent and pass it down as props.",
      "For values that many components at different depths need and that change rarely, such as the theme or the signed-in user, React Context avoids passing props through every level. Every consumer re-renders when the context value changes, so it suits slow-changing data better than fast-changing data.",
      "For larger shared client state there are external stores: Redux Toolkit, Zustand, Jotai, MobX and others, which React connects to through `useSyncExternalStore`. They let components subscribe to just the slice they need and keep update logic outside the UI.",
      "Some state is better kept elsewhere. Data that belongs to the server (products, orders) is best handled by a data-fetching cache such as Apollo Client or TanStack Query, which caches, refetches and deduplicates requests. What the user can bookmark or share belongs in the URL (route and search parameters), and form input is often best left to a form library such as react-hook-form. A good rule is to choose the simplest option that covers the need.",
    ],
  },
  {
    id: "prototypal-inheritance",
    question: "How does prototypical inheritance work?",
    answer: [
      "In JavaScript every object has a hidden link, `[[Prototype]]`, to another object or to `null`. When you read a property, the engine first looks at the object itself; if the property is not there it follows the link to the prototype, then to the prototype's prototype, and so on up the prototype chain until it finds the property or reaches `null` and returns `undefined`. You can read the link with `Object.getPrototypeOf(obj)`.",
      {
        code: `const vehicle = { describe() { return \`\${this.name} has \${this.wheels} wheels\`; } };
const bike = Object.create(vehicle); // bike's prototype is vehicle
bike.name = "Trail bike";
bike.wheels = 2;
bike.describe(); // "Trail bike has 2 wheels": found on the prototype
Object.hasOwn(bike, "describe"); // false: inherited, not copied`,
      },
      "Objects made with `new` get their prototype from the constructor's `prototype` property, and `class` syntax is built on exactly the same mechanism: in `class Motorbike extends Vehicle`, `Motorbike.prototype` is linked to `Vehicle.prototype`, so every motorbike shares the methods defined once on the prototypes instead of carrying its own copies.",
      "Writing a property never changes the prototype: it creates or updates an own property on the object, which then shadows the inherited one. That is why inherited methods are shared cheaply, and why checks such as `Object.hasOwn` are used to tell own properties from inherited ones.",
    ],
  },
  {
    id: "set-state",
    question: "Why should you not set the state directly, but use the setter, e.g. setProducts(...) instead of products = [...]?",
    answer: [
      "The value you get from `useState` is a snapshot that React handed to this render; the real state is stored by React, outside your component. Assigning `products = [...]` only changes a local variable: React is not told, nothing re-renders, and on the next render the variable is set again from React's stored value, so the change is lost.",
      "Calling the setter, `setProducts(newProducts)`, tells React to store the new value and schedule a re-render of the component and its children with it. React may batch several updates into one render, which is why an update that depends on the previous value should use the function form: `setCount((count) => count + 1)`.",
      "The same rule applies inside objects and arrays: do not mutate them in place (`products.push(part)`), create new ones (`setProducts([...products, part])`). React compares the old and new state with `Object.is`; a mutated array is still the same object, so React may skip the update, and memoized components and effects that depend on it will not see the change. Treating state as immutable keeps renders predictable and makes features like concurrent rendering work correctly.",
    ],
  },
  {
    id: "unit-tests",
    question: "What is a unit test? Why should we write unit tests?",
    answer: [
      "A unit test is a small automated test that checks one unit of code, such as a function, a hook or a component, in isolation from the rest of the system. It sets up the inputs (arrange), runs the unit (act) and checks the result (assert). Slow or unpredictable dependencies like the network or the clock are replaced by fakes, so the test is fast and gives the same answer every time. In this shop, for example, a test checks that a part's description is cut to 90 characters and that Book Now leads to that part's page, with the server's answer mocked.",
      "We write them because they catch mistakes early: a failing test points at the exact unit that broke, long before a customer notices. They make refactoring safe, because you can change how the code works and know at once whether what it does is still right. They also document the expected behaviour in a form that cannot go out of date, and code that is hard to test is often a sign of a design that is too tightly coupled.",
      "Good unit tests check behaviour rather than implementation details, so they fail when something a user would notice breaks, not when a variable is renamed. They are the broad base of a testing strategy, complemented by fewer integration tests and end-to-end tests that exercise the whole application in a browser.",
    ],
  },
];
