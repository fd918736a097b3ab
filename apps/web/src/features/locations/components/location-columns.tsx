import { ActionIcon, Badge, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots, IconPencil, IconTrash } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import {
  type EntityLocationWire,
  type LocationType,
  locationIdentifierTypeLabels,
  logisticsLocationKindLabels,
  onlineLocationStatusLabels,
} from "@tierline/contracts";
import { TruncatedText } from "../../../components/truncated-text";

type Column = ColumnDef<EntityLocationWire, unknown>;

function Identifiers({ location }: { location: EntityLocationWire }) {
  if (location.identifiers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  return (
    <Group gap={4}>
      {location.identifiers.map((identifier) => (
        <Badge key={identifier.id} variant="light" size="sm" radius="sm" tt="none" ff="monospace">
          {locationIdentifierTypeLabels[identifier.type]} {identifier.number}
        </Badge>
      ))}
    </Group>
  );
}

const text = (value: string | null) => value ?? "—";

const addressColumn: Column = {
  id: "address",
  header: "Address",
  enableHiding: false,
  cell: ({ row }) => <TruncatedText size="sm" fw={600} text={text(row.original.address)} />,
};
const cityColumn: Column = { id: "city", header: "City", cell: ({ row }) => text(row.original.city) };
const stateColumn: Column = {
  id: "state",
  header: "State/province",
  // With spaces, so a phone's narrow label column can wrap it.
  meta: { label: "State / province" },
  cell: ({ row }) => text(row.original.state_name ?? row.original.state),
};
const countryColumn: Column = {
  id: "country",
  header: "Country",
  cell: ({ row }) => text(row.original.country_name ?? row.original.country),
};
const identifiersColumn: Column = {
  id: "identifiers",
  header: "Identifiers",
  cell: ({ row }) => <Identifiers location={row.original} />,
};

const columnsByType: Record<LocationType, Column[]> = {
  retail: [
    addressColumn,
    cityColumn,
    stateColumn,
    { id: "postal_code", header: "Postal code", cell: ({ row }) => text(row.original.postal_code) },
    countryColumn,
    identifiersColumn,
  ],
  online: [
    {
      id: "web_url",
      header: "Web URL",
      enableHiding: false,
      cell: ({ row }) => <TruncatedText size="sm" fw={600} text={text(row.original.web_url)} />,
    },
    {
      id: "status",
      header: "Status",
      meta: { width: 120 },
      cell: ({ row }) =>
        row.original.status && (
          <Badge color={row.original.status === "active" ? "teal" : "gray"} variant="light" size="sm">
            {onlineLocationStatusLabels[row.original.status]}
          </Badge>
        ),
    },
    identifiersColumn,
  ],
  logistics: [
    {
      id: "location_type",
      header: "Location type",
      enableHiding: false,
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {row.original.location_type ? logisticsLocationKindLabels[row.original.location_type] : "—"}
          </Text>
          {row.original.description && <TruncatedText size="xs" c="dimmed" text={row.original.description} />}
        </Stack>
      ),
    },
    { ...addressColumn, enableHiding: true },
    stateColumn,
    countryColumn,
    identifiersColumn,
  ],
};

export interface LocationColumnsOptions {
  /** Whether the signed-in user may change locations (the rows then have their menu). */
  mayChange: boolean;
  onEdit: (location: EntityLocationWire) => void;
  onDelete: (location: EntityLocationWire) => void;
}

/** A Locations tab's columns: its type's fields, the identifiers, and the row menu. */
export function locationColumns(type: LocationType, options: LocationColumnsOptions): Column[] {
  if (!options.mayChange) return columnsByType[type];
  return [
    ...columnsByType[type],
    {
      id: "options",
      header: "Options",
      enableHiding: false,
      meta: { label: "Options", width: 56, hideHeader: true },
      cell: ({ row }) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label="Location options"
              data-testid="location-menu"
            >
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconPencil size={14} />}
              onClick={() => options.onEdit(row.original)}
              data-testid="location-edit"
            >
              Edit
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => options.onDelete(row.original)}
              data-testid="location-delete"
            >
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}
