import { useApolloClient } from "@apollo/client/react";
import { Button, Card, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { ErrorState } from "../../components/ErrorState";
import { usePageTitle } from "../../components/PageTitle";
import { CatalogueImportSection } from "./CatalogueImportSection";
import { CatalogueFilesExportDocument } from "./operations";
import { adminCopy } from "./copy";

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

function ExportSection() {
  const client = useApolloClient();
  const headingId = useId();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [started, setStarted] = useState(false);

  async function download() {
    setLoading(true);
    setError(null);
    setStarted(false);
    try {
      // A new link every time: each is signed for one download and expires in 5 minutes, so none is cached.
      const { data } = await client.query({ query: CatalogueFilesExportDocument, fetchPolicy: "no-cache" });
      if (!data) throw new Error("no export link");
      startDownload(data.catalogueExport.url);
      setStarted(true);
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h3" size="lg" id={headingId}>
            {t.export.heading}
          </Heading>
          <Text color="fg.muted">{t.export.body}</Text>
        </Stack>
        <Flex gap="3" align="center" wrap="wrap">
          <Button colorPalette="brand" variant="outline" onClick={() => void download()} loading={loading} width={{ base: "full", sm: "auto" }}>
            {t.export.button}
          </Button>
          <Text role="status" fontSize="sm" color="fg.muted">
            {started ? t.export.started : ""}
          </Text>
        </Flex>
        {error !== null && <ErrorState error={error} title={t.export.failed} />}
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
    </Stack>
  );
}
