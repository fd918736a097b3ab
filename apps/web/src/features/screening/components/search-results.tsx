import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconShieldCheck } from "@tabler/icons-react";
import {
  type ListEntryWire,
  nameKindLabels,
  type PageSize,
  type ScreeningMatchWire,
  type ScreeningSearchResponse,
} from "@tierline/contracts";
import { Fragment, type ReactNode, useState } from "react";
import { DataTablePagination } from "../../../components/data-table/data-table-pagination";
import { formatDate, formatNumber } from "../../../lib/format";
import { formatPercent, formatSignedPoints, ScoreBar } from "./score";
import { coveredInFull, SearchCoverageAlert } from "./search-coverage";

const columnCount = 7;

function matchKey(match: ScreeningMatchWire, index: number): string {
  return `${match.source}:${match.list}:${match.id}:${index}`;
}

function Countries({ codes }: { codes: string[] }) {
  if (codes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const shown = codes.slice(0, 4);
  return (
    <Text size="sm" title={codes.join(", ")}>
      {shown.join(", ")}
      {codes.length > shown.length ? ` +${codes.length - shown.length}` : ""}
    </Text>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function countryHint(value: number): string {
  if (value > 0) return "The country searched is one of the entry's";
  if (value < 0) return "The entry's countries differ from the one searched";
  return "No country searched, or the entry gives none";
}

function identifierHint(value: number): string {
  if (value > 0) return "An identifier equal to one of the entry's";
  if (value < 0) return "Same kind of identifier, different value";
  return "No identifier compared";
}

function PartRow({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint: string;
  testId: string;
}) {
  return (
    <Table.Tr data-testid={testId}>
      <Table.Td>
        <Text size="sm">{label}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={600} style={{ fontVariantNumeric: "tabular-nums" }}>
          {value}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function ScoreParts({ match }: { match: ScreeningMatchWire }) {
  const { parts } = match;
  return (
    <Section title="Score">
      <Table withTableBorder verticalSpacing={4} horizontalSpacing="sm" data-testid="screening-score-parts">
        <Table.Tbody>
          <PartRow
            label="Name similarity"
            value={formatPercent(parts.name)}
            hint={
              match.partial
                ? "A partial name: every word searched is in this name, and its other words lower the score"
                : match.matched_name_kind === "weak"
                  ? "Matched a weak alias, which counts for a little less"
                  : "Order-insensitive, token by token (below)"
            }
            testId="screening-part-name"
          />
          <PartRow
            label="Country evidence"
            value={formatSignedPoints(parts.country)}
            hint={countryHint(parts.country)}
            testId="screening-part-country"
          />
          <PartRow
            label="Identifier evidence"
            value={formatSignedPoints(parts.identifier)}
            hint={identifierHint(parts.identifier)}
            testId="screening-part-identifier"
          />
          <Table.Tr>
            <Table.Td>
              <Text size="sm" fw={700}>
                Score
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm" fw={700}>
                {formatPercent(match.score)}
              </Text>
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Section>
  );
}

function TokenTable({ match }: { match: ScreeningMatchWire }) {
  const { tokens } = match.parts;
  return (
    <Section title="Token alignment">
      <Text size="xs" c="dimmed">
        “{match.query_name}” against “{match.matched_name}”
      </Text>
      {tokens.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tokens were paired.
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={4} horizontalSpacing="sm" data-testid="screening-tokens">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Query token</Table.Th>
              <Table.Th>Listed token</Table.Th>
              <Table.Th ta="right">Similarity</Table.Th>
              <Table.Th ta="right">Weight</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map((token, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a token may be paired twice; the order is the identity.
              <Table.Tr key={index} data-testid="screening-token">
                <Table.Td ff="monospace" fz="sm">
                  {token.query}
                </Table.Td>
                <Table.Td ff="monospace" fz="sm">
                  → {token.listed}
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" c={token.similarity < 1 ? "orange.8" : undefined}>
                    {formatPercent(token.similarity)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm">{formatNumber(token.weight)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="xs" c="dimmed" w={96} style={{ flexShrink: 0 }} pt={2}>
        {label}
      </Text>
      <Box miw={0} style={{ flex: 1 }}>
        {children}
      </Box>
    </Group>
  );
}

const none = (
  <Text size="sm" c="dimmed">
    —
  </Text>
);

function formatAddress(address: ListEntryWire["addresses"][number]): string {
  return [
    address.street,
    address.city,
    address.region,
    address.postal_code,
    address.country_name ?? address.country,
  ]
    .filter((part): part is string => Boolean(part))
    .join(", ");
}

function EntryDetails({ entry }: { entry: ListEntryWire }) {
  return (
    <Section title="Listed entry">
      <Stack gap={6} data-testid="screening-entry">
        <Detail label="Type">
          <Text size="sm">{entry.schema}</Text>
        </Detail>
        <Detail label="Aliases">
          {entry.aliases.length === 0
            ? none
            : entry.aliases.map((alias, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a list may repeat a name under two kinds.
                <Text size="sm" key={index}>
                  {alias.name}{" "}
                  <Text span size="xs" c="dimmed">
                    ({nameKindLabels[alias.kind]})
                  </Text>
                </Text>
              ))}
        </Detail>
        <Detail label="Addresses">
          {entry.addresses.length === 0
            ? none
            : entry.addresses.map((address, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: addresses have no identity of their own.
                <Text size="sm" key={index}>
                  {formatAddress(address) || "—"}
                </Text>
              ))}
        </Detail>
        <Detail label="Identifiers">
          {entry.identifiers.length === 0
            ? none
            : entry.identifiers.map((identifier, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identifiers have no identity of their own.
                <Text size="sm" key={index}>
                  <Text span size="sm" c="dimmed">
                    {identifier.type}:
                  </Text>{" "}
                  {identifier.value}
                  {identifier.country ? ` (${identifier.country})` : ""}
                </Text>
              ))}
        </Detail>
        <Detail label="Programs">
          {entry.programs.length === 0 ? (
            none
          ) : (
            <Group gap={4}>
              {entry.programs.map((program) => (
                <Badge key={program} size="sm" variant="light" color="gray" radius="sm">
                  {program}
                </Badge>
              ))}
            </Group>
          )}
        </Detail>
        <Detail label="Listed on">
          {entry.listed_on ? <Text size="sm">{formatDate(entry.listed_on)}</Text> : none}
        </Detail>
        {entry.archive_date && (
          <Detail label="Taken from">
            <Text size="sm" data-testid="screening-entry-archive">
              {archiveText(entry.archive_date)}
            </Text>
          </Detail>
        )}
        <Detail label="Remarks">
          {entry.remarks ? (
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {entry.remarks}
            </Text>
          ) : (
            none
          )}
        </Detail>
      </Stack>
    </Section>
  );
}

/**
 * An entry the current file of its list lacks, taken from an older archived copy: its listing may have
 * changed since, which a reviewer must see before deciding on it.
 */
function archiveText(date: string): string {
  return `An archived copy of the list dated ${date}: the current file does not have this entry, so it may have changed or been delisted since.`;
}

export function ArchiveBadge({ date }: { date: string }) {
  return (
    <Badge
      size="xs"
      variant="light"
      color="orange"
      radius="sm"
      mt={2}
      title={archiveText(date)}
      data-testid="screening-archive-badge"
    >
      Archive {date}
    </Badge>
  );
}

/** Why a name came up: the parts of its score, how its tokens paired, and the listed entry. */
function MatchExplanation({ match }: { match: ScreeningMatchWire }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" p="xs" data-testid="screening-explanation">
      <Stack gap="md">
        <ScoreParts match={match} />
        <TokenTable match={match} />
      </Stack>
      <EntryDetails entry={match.entry} />
    </SimpleGrid>
  );
}

/**
 * Where a match stands in its listed party's group: the first-hand copy heads it (with how many lists
 * publish the party, or how many entries one list gives it: the Denied Persons List repeats a party once
 * per address), the other copies follow, marked as the same party.
 */
type PartyPlace = { copies: number; lists: number } | { copyOn: "another list" | "another entry" };

/** A list as one publication gives it: the CSL's copy of the SDN list is another list than OFAC's. */
const publishedList = (match: ScreeningMatchWire) => `${match.source}:${match.list_label}`;

function partyPlace(results: readonly ScreeningMatchWire[], index: number): PartyPlace {
  const match = results[index]!;
  const group = results.filter((m) => m.group === match.group);
  const at = group.indexOf(match);
  if (at > 0) {
    const listed = group.slice(0, at).some((m) => publishedList(m) === publishedList(match));
    return { copyOn: listed ? "another entry" : "another list" };
  }
  return { copies: group.length, lists: new Set(group.map(publishedList)).size };
}

function copiesText({ copies, lists }: { copies: number; lists: number }): string {
  if (lists === 1) return `${copies} entries`;
  return copies > lists ? `On ${lists} lists, ${copies} entries` : `On ${lists} lists`;
}

function MatchRow({
  match,
  expanded,
  onToggle,
  party,
}: {
  match: ScreeningMatchWire;
  expanded: boolean;
  onToggle: () => void;
  party: PartyPlace;
}) {
  const testId = `screening-result-${match.list}-${match.id}`;
  const copy = "copyOn" in party;
  return (
    <>
      <Table.Tr
        data-testid={testId}
        data-expanded={expanded}
        data-group={match.group}
        data-copy={copy}
        onClick={onToggle}
        style={{
          cursor: "pointer",
          // A copy of the party above: no rule between them, so the party reads as one block.
          ...(copy ? { borderTop: "none" } : {}),
        }}
        bg={expanded ? "var(--mantine-color-gray-0)" : undefined}
      >
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-expanded={expanded}
            aria-label={expanded ? "Hide the explanation" : "Explain this match"}
            data-testid={`${testId}-toggle`}
            onClick={(event) => {
              event.stopPropagation();
              onToggle();
            }}
          >
            {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <ScoreBar score={match.score} />
        </Table.Td>
        {/* The listed name right after the score: on a phone, what the row is about shows before the table scrolls. */}
        <Table.Td pl={copy ? "xl" : undefined}>
          <Text size="sm" fw={copy ? 400 : 600} c={copy ? "dimmed" : undefined}>
            {match.name}
          </Text>
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {match.entry.schema}
            </Text>
            {copy ? (
              <Badge
                size="xs"
                variant="outline"
                color="gray"
                radius="sm"
                h="auto"
                styles={{ label: { whiteSpace: "normal" } }}
                data-testid="screening-result-copy"
              >
                Same party, {party.copyOn}
              </Badge>
            ) : (
              party.copies > 1 && (
                <Badge
                  size="xs"
                  variant="light"
                  color="blue"
                  radius="sm"
                  data-testid="screening-result-copies"
                >
                  {copiesText(party)}
                </Badge>
              )
            )}
          </Group>
          {match.entry.archive_date && <ArchiveBadge date={match.entry.archive_date} />}
        </Table.Td>
        <Table.Td>
          <Text size="sm" lineClamp={3} title={match.list_label}>
            {match.list_label}
          </Text>
          {/* Who published the entry (the list is named as its publication names it: a UN listing as the UN's). */}
          <Text size="xs" c="dimmed" title={match.source} data-testid="screening-result-source">
            {match.source_label}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{match.matched_name}</Text>
          <Group gap={4} mt={2}>
            {match.matched_name_kind !== "primary" && (
              <Badge size="xs" variant="light" color="gray" radius="sm">
                {nameKindLabels[match.matched_name_kind]}
              </Badge>
            )}
            {match.partial && (
              <Badge
                size="xs"
                variant="light"
                color="yellow"
                radius="sm"
                data-testid="screening-result-partial"
              >
                Partial name
              </Badge>
            )}
          </Group>
        </Table.Td>
        <Table.Td>
          {/* A CSL id is a 56-character hash: cut to the column, whole on hover, so Countries stays in view. */}
          <Text
            size="sm"
            ff="monospace"
            truncate="end"
            maw={140}
            title={match.id}
            data-testid="screening-result-id"
          >
            {match.id}
          </Text>
        </Table.Td>
        <Table.Td>
          <Countries codes={match.entry.countries} />
        </Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr data-testid={`${testId}-details`}>
          <Table.Td colSpan={columnCount} bg="var(--mantine-color-gray-0)">
            <MatchExplanation match={match} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

export interface ScreeningResultsProps {
  /** The name searched. */
  name: string;
  /** The page on screen (undefined until the first answer). */
  answer: ScreeningSearchResponse | undefined;
  loading: boolean;
  page: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

function countText(answer: ScreeningSearchResponse, name: string): string {
  const matches = answer.count === 1 ? "1 possible match" : `${formatNumber(answer.count)} possible matches`;
  return `${answer.count_exact ? "" : "At least "}${matches} for “${name}”`;
}

/** No match: an all-clear only when every list meant to be searched was searched at its latest version. */
function NoMatches({ name, complete }: { name: string; complete: boolean }) {
  return (
    <Stack align="center" gap={6} py="xl" data-testid="screening-empty" data-complete={complete}>
      {complete ? (
        <IconShieldCheck size={28} stroke={1.5} color="var(--mantine-color-teal-6)" />
      ) : (
        <IconAlertTriangle size={28} stroke={1.5} color="var(--mantine-color-yellow-7)" />
      )}
      <Text size="sm" fw={600}>
        {complete
          ? "No possible matches at the default threshold"
          : "No possible matches on the lists searched"}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {complete
          ? `No listed name scored high enough against “${name}” on the lists in use.`
          : "Not every list was searched (see above): this is no all-clear."}
      </Text>
    </Stack>
  );
}

/**
 * A page of the possible matches of a search, best first, with the true count and a pager; a row opens
 * to explain its score. Lists the search did not cover are named above the matches.
 */
export function ScreeningResults({
  name,
  answer,
  loading,
  page,
  pageSize,
  onPage,
  onPageSize,
}: ScreeningResultsProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const results = answer?.results;
  const complete = answer ? coveredInFull(answer) : true;

  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }} data-testid="screening-results">
      <Group justify="space-between" px="md" py="sm" bg="var(--mantine-color-gray-0)">
        <Title order={2} fz="h4">
          Possible matches
        </Title>
        {answer && (
          <Text size="xs" c="dimmed" data-testid="screening-results-count">
            {countText(answer, name)}
          </Text>
        )}
      </Group>
      {answer && !complete && (
        <Box px="md" pt="sm">
          <SearchCoverageAlert coverage={answer} />
        </Box>
      )}
      {/* No match: said across the panel, not inside a table as wide as a desktop (it would scroll on a phone). */}
      {answer && answer.count === 0 ? (
        <NoMatches name={name} complete={complete} />
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44}>
                  <VisuallyHidden>Explain</VisuallyHidden>
                </Table.Th>
                <Table.Th w={120}>Score</Table.Th>
                <Table.Th>Listed name</Table.Th>
                <Table.Th w={210}>List and source</Table.Th>
                <Table.Th>Matched name</Table.Th>
                <Table.Th w={80}>ID</Table.Th>
                <Table.Th w={110}>Countries</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody aria-busy={loading}>
              {loading &&
                !results &&
                Array.from({ length: 3 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  <Table.Tr key={index}>
                    <Table.Td colSpan={columnCount}>
                      <Skeleton height={28} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {results?.map((match, index) => {
                const key = matchKey(match, index);
                const party = partyPlace(results, index);
                return (
                  <Fragment key={key}>
                    <MatchRow
                      match={match}
                      expanded={expanded.has(key)}
                      onToggle={() => toggle(key)}
                      party={party}
                    />
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {answer && answer.count > 0 && (
        <Box px="md" py="sm">
          <DataTablePagination
            page={page}
            pageSize={pageSize}
            count={answer.count}
            onPage={onPage}
            onPageSize={onPageSize}
            testId="screening-pages"
            unit={["party", "parties"]}
          />
        </Box>
      )}
    </Paper>
  );
}
