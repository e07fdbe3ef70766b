import { useApolloClient } from "@apollo/client/react";
import { Button, Card, Flex, Heading, Separator, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { ErrorState } from "../../components/ErrorState";
import { usePageTitle } from "../../components/PageTitle";
import { CatalogueImportSection, ImportControls } from "./CatalogueImportSection";
import { bikeFiles, catalogueFiles, fitmentFiles, type FileKind } from "./catalogue-file-kinds";
import { adminCopy } from "./copy";
import { fitmentCopy } from "./fitment-copy";

const t = adminCopy.catalogueFiles;

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

function ExportSection() {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h3" size="lg" id={headingId}>
            {t.export.heading}
          </Heading>
          <Text color="fg.muted">{t.export.body}</Text>
        </Stack>
        <ExportControls kind={catalogueFiles} />
      </Card.Body>
    </Card.Root>
  );
}

/** The fitment's or the bikes' files: their download, then their import, in one section. */
function DataFilesSection({ kind, heading, body }: { kind: FileKind; heading: string; body: string }) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="5">
        <Stack gap="1">
          <Heading as="h3" size="lg" id={headingId}>
            {heading}
          </Heading>
          <Text color="fg.muted">{body}</Text>
        </Stack>
        <ExportControls kind={kind} />
        <Separator />
        <ImportControls kind={kind} />
      </Card.Body>
    </Card.Root>
  );
}

export default function CatalogueFilesPage() {
  usePageTitle(t.menu);
  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {t.heading}
        </Heading>
        <Text color="fg.muted">{t.intro}</Text>
      </Stack>
      <ExportSection />
      <CatalogueImportSection />
      <DataFilesSection kind={fitmentFiles} heading={fitmentCopy.files.fitment.heading} body={fitmentCopy.files.fitment.body} />
      <DataFilesSection kind={bikeFiles} heading={fitmentCopy.files.bikes.heading} body={fitmentCopy.files.bikes.body} />
    </Stack>
  );
}
