import { Text } from "@mantine/core";

/**
 * The credit the countries-states-cities data's licence (ODbL) asks for wherever it is shown: under the
 * jurisdiction selects of the entity forms and the place fields of Locations.
 */
export function DataCredit({ what, testId }: { what: string; testId: string }) {
  return (
    <Text size="xs" c="dimmed" data-testid={testId}>
      {what} ©{" "}
      <Text
        component="a"
        href="https://github.com/dr5hn/countries-states-cities-database"
        target="_blank"
        rel="noreferrer"
        inherit
        c="dimmed"
        td="underline"
      >
        countries-states-cities database
      </Text>
      , ODbL
    </Text>
  );
}
