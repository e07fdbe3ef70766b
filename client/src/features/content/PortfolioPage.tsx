import { Avatar, Badge, Box, Card, Container, Heading, HStack, Link, List, SimpleGrid, Stack, Text, VisuallyHidden, Wrap } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import { usePageTitle } from "../../components/PageTitle";
import { profile, type PortfolioProject } from "./portfolio.content";
import { portfolioCopy } from "./copy";

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="xl" color="navy.700" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ProjectLink({ project }: { project: PortfolioProject }) {
  const label = (
    <>
      {portfolioCopy.viewProject}
      <VisuallyHidden>: {project.name}</VisuallyHidden>
    </>
  );
  if (project.href.startsWith("/")) {
    return (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={project.href}>{label}</RouterLink>
      </Link>
    );
  }
  return (
    <Link href={project.href} target="_blank" rel="noreferrer noopener" color="brand.fg" fontWeight="semibold">
      {label}
      <VisuallyHidden> {portfolioCopy.opensInNewTab}</VisuallyHidden>
      <span aria-hidden> ↗</span>
    </Link>
  );
}

/** `/portfolio`: the maintainer's profile, rendered from portfolio.content.ts. */
export default function PortfolioPage() {
  usePageTitle(portfolioCopy.title);
  return (
    <Container maxW="5xl" py={{ base: "10", md: "16" }}>
      <Stack gap={{ base: "10", md: "14" }}>
        <Stack direction={{ base: "column", md: "row" }} gap="6" align={{ base: "center", md: "center" }} textAlign={{ base: "center", md: "start" }}>
          <Avatar.Root size="2xl" colorPalette="brand" w="28" h="28" fontSize="3xl" aria-hidden>
            <Avatar.Fallback name={profile.name} />
          </Avatar.Root>
          <Stack gap="2">
            <Text fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
              {portfolioCopy.title}
            </Text>
            <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color="navy.700">
              {profile.name}
            </Heading>
            <Text fontSize="lg" fontWeight="medium">
              {profile.role}
            </Text>
            <Text color="fg.muted" maxW="2xl">
              {profile.bio}
            </Text>
            <HStack gap="4" wrap="wrap" justify={{ base: "center", md: "flex-start" }} fontSize="sm">
              <Text color="fg.muted">{profile.location}</Text>
              <Link href={`mailto:${profile.email}`} color="brand.fg">
                {profile.email}
              </Link>
              <Link href={profile.website} target="_blank" rel="noreferrer noopener" color="brand.fg">
                {profile.website.replace(/^https:\/\//, "")}
                <VisuallyHidden> {portfolioCopy.opensInNewTab}</VisuallyHidden>
              </Link>
            </HStack>
          </Stack>
        </Stack>

        <Block id="portfolio-education" title={portfolioCopy.education}>
          <List.Root as="ul" listStyle="none" gap="4">
            {profile.education.map((item) => (
              <List.Item key={item.degree} borderLeftWidth="3px" borderColor="brand.solid" ps="4">
                <Text fontWeight="semibold">{item.degree}</Text>
                <Text color="fg.muted">
                  {item.school}, {item.years}
                </Text>
                <Text fontSize="sm">{item.detail}</Text>
              </List.Item>
            ))}
          </List.Root>
        </Block>

        <Block id="portfolio-skills" title={portfolioCopy.skills}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {profile.skills.map((group) => (
              <Box key={group.group}>
                <Heading as="h3" size="md" mb="2">
                  {group.group}
                </Heading>
                <Wrap as="ul" gap="2" listStyle="none">
                  {group.items.map((skill) => (
                    <Badge as="li" key={skill} size="lg" variant="subtle" colorPalette="gray">
                      {skill}
                    </Badge>
                  ))}
                </Wrap>
              </Box>
            ))}
          </SimpleGrid>
        </Block>

        <Block id="portfolio-projects" title={portfolioCopy.projects}>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="6" listStyle="none">
            {profile.projects.map((project) => (
              <Box as="li" key={project.name}>
                <Card.Root h="full">
                  <Card.Body gap="3">
                    <Card.Title as="h3">{project.name}</Card.Title>
                    <Card.Description>{project.description}</Card.Description>
                    <Wrap gap="2">
                      {project.tags.map((tag) => (
                        <Badge key={tag} variant="outline" colorPalette="blue">
                          {tag}
                        </Badge>
                      ))}
                    </Wrap>
                  </Card.Body>
                  <Card.Footer>
                    <ProjectLink project={project} />
                  </Card.Footer>
                </Card.Root>
              </Box>
            ))}
          </SimpleGrid>
        </Block>
      </Stack>
    </Container>
  );
}
