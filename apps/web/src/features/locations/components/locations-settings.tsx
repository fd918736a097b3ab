import { Button, Group, Stack, Tabs } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import {
  type EntityLocationWire,
  type LocationType,
  locationTypeLabels,
  locationTypeSchema,
  locationTypes,
} from "@tierline/contracts";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DataTable } from "../../../components/data-table/data-table";
import { useTableQuery } from "../../../components/data-table/use-table-query";
import { usePermissions } from "../../../lib/use-permissions";
import { useDeleteLocation } from "../api/change-location";
import { useLocations } from "../api/get-locations";
import { locationColumns } from "./location-columns";
import { LocationForm } from "./location-form";
import { PlaceDataCredit } from "./place-fields";

interface LocationFilters extends Record<string, unknown> {
  type: LocationType;
}
/** The tab is the list call's `type` filter, kept in the address; Retail when none is given. */
const locationFilters = { type: locationTypeSchema };
const locationDefaults = { type: "retail" } as const;

const emptyTabText: Record<LocationType, string> = {
  retail: "No retail locations yet.",
  online: "No online stores yet.",
  logistics: "No logistics locations yet.",
};

/** What the form is doing: adding a location to the tab, or changing one. */
type Editing = { location: EntityLocationWire | null } | null;

/**
 * Settings → Locations (spec section 2): tabs Retail, Online and Logistics, each the entity's locations
 * of that type with add, edit and delete for those who may change workspace settings.
 */
export function LocationsSettings({ entityId }: { entityId: string }) {
  const { can } = usePermissions();
  const mayChange = can("workspace.update");
  const query = useTableQuery<LocationFilters>({ filters: locationFilters, defaults: locationDefaults });
  const type = query.filters.type ?? "retail";
  const locations = useLocations(entityId, { type, page: query.page, page_size: query.pageSize });
  const remove = useDeleteLocation(entityId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EntityLocationWire | null>(null);

  const columns = useMemo(
    () =>
      locationColumns(type, {
        mayChange,
        onEdit: (location) => setEditing({ location }),
        onDelete: setDeleting,
      }),
    [type, mayChange],
  );

  return (
    <Stack gap="md" data-testid="locations-section">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Tabs
          value={type}
          onChange={(value) => value && query.setFilters({ type: value as LocationType })}
          variant="pills"
          radius="md"
        >
          <Tabs.List>
            {locationTypes.map((tab) => (
              // A form open on one tab is of that tab's type: it is saved or cancelled before another tab.
              <Tabs.Tab
                key={tab}
                value={tab}
                disabled={editing !== null && tab !== type}
                data-testid={`locations-tab-${tab}`}
              >
                {locationTypeLabels[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {mayChange && editing === null && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ location: null })}
            data-testid="locations-add"
          >
            Add {locationTypeLabels[type].toLowerCase()} location
          </Button>
        )}
      </Group>
      {editing && (
        <LocationForm
          key={editing.location?.id ?? `new-${type}`}
          entityId={entityId}
          type={type}
          location={editing.location}
          onDone={() => setEditing(null)}
        />
      )}
      <DataTable
        id={`locations-${type}`}
        label={`${locationTypeLabels[type]} locations`}
        columns={columns}
        source={locations}
        query={query}
        getRowId={(location) => location.id}
        rowTestId={(location) => `location-row-${location.id}`}
        empty={emptyTabText[type]}
        headingLevel={3}
      />
      {/* The form credits the data itself while it is open. */}
      {type !== "online" && editing === null && <PlaceDataCredit />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete location"
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (editing?.location?.id === deleting.id) setEditing(null);
              setDeleting(null);
            },
          })
        }
      >
        This location and its identifiers will be deleted.
      </ConfirmDialog>
    </Stack>
  );
}
