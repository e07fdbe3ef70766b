import { useApolloClient } from "@apollo/client/react";
import { Button, Card, Flex, Heading, Separator, Stack, Text } from "@chakra-ui/react";
import { useId, useState, type ReactNode } from "react";
import { ErrorState } from "../../components/ErrorState";
import { ImportControls } from "../../components/ImportControls";
import { PageHeading } from "../../components/PageHeading";
import { usePageTitle } from "../../components/PageTitle";
import { bikeFiles, catalogueFiles, fitmentFiles, type FileKind } from "./catalogue-file-kinds";
import { catalogueFilesCopy } from "./copy";

const t = catalogueFilesCopy;

/** Starts the browser's download of a same-origin file (its name comes from the server's Content-Disposition). */
function startDownload(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The download button of one kind of file, with what happened to the last click. */
function ExportControls({ kind }: { kind: FileKind }) {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [started, setStarted] = useState(false);

  async function download() {
    setLoading(true);
    setError(null);
    setStarted(false);
    try {
      // A new link every time: each is signed for one download and expires in 5 minutes, so none is cached.
      startDownload(await kind.exportLink(client));
      setStarted(true);
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <Flex gap="3" align="center" wrap="wrap">
        <Button colorPalette="brand" variant="outline" onClick={() => void download()} loading={loading} width={{ base: "full", sm: "auto" }}>
          {kind.copy.exportButton}
        </Button>
        <Text role="status" fontSize="sm" color="fg.muted">
          {started ? t.export.started : ""}
        </Text>
      </Flex>
      {error !== null && <ErrorState error={error} title={kind.copy.exportFailed} />}
    </>
  );
}

/** A section of the page: a card with its heading, what it is for, then its controls. */
function FilesSection({ heading, body, gap, children }: { heading: string; body: string; gap: "4" | "5"; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap={gap}>
        <Stack gap="1">
          <Heading as="h3" size="lg" id={headingId}>
            {heading}
          </Heading>
          <Text color="fg.muted">{body}</Text>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export default function CatalogueFilesPage() {
  usePageTitle(t.menu);
  return (
    <Stack gap="6" maxW="4xl">
      <PageHeading title={t.heading} intro={t.intro} />
      <FilesSection heading={t.export.heading} body={t.export.body} gap="4">
        <ExportControls kind={catalogueFiles} />
      </FilesSection>
      <FilesSection heading={t.import.heading} body={t.import.body} gap="5">
        <ImportControls kind={catalogueFiles} />
      </FilesSection>
      {/* The fitment's and the bikes' files: their download, then their import, in one section. */}
      {[
        { kind: fitmentFiles, text: t.fitment },
        { kind: bikeFiles, text: t.bikes },
      ].map(({ kind, text }) => (
        <FilesSection key={kind.importPath} heading={text.heading} body={text.body} gap="5">
          <ExportControls kind={kind} />
          <Separator />
          <ImportControls kind={kind} />
        </FilesSection>
      ))}
    </Stack>
  );
}
