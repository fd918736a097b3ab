import type { UpdateMeRequest } from "@tierline/contracts";
import { type Addresser, type ObjectKind, ownsObject } from "./access/ownership";
import { authorize, headerWorkspace, type NamedWorkspaces } from "./access/workspace-context";
import type { SessionActor } from "./actor";
import { createAuthService } from "./auth/auth.service";
import { createComplianceService } from "./compliance/compliance.service";
import { createContactsService } from "./contacts/contacts.service";
import { type CoreDeps, type CoreSetup, missingPart, withoutAuth, withoutStorage } from "./deps";
import { createAttestationsService } from "./entities/attestations.service";
import { bodyEntityResolver } from "./entities/body-entity";
import { requestVerification } from "./entities/entities.jobs";
import { createEntitiesService } from "./entities/entities.service";
import { createGleifClient } from "./entities/gleif-client";
import { createSupplyChainRolesService } from "./entities/supply-chain-roles.service";
import { createEntityOnboardingService } from "./entity-onboarding/entity-onboarding.service";
import { createOnboardingProgressService } from "./entity-onboarding/onboarding-progress.service";
import type { JobServices } from "./jobs";
import { createJurisdictionTable } from "./jurisdictions/jurisdiction-table";
import { createJurisdictionsService } from "./jurisdictions/jurisdictions.service";
import { createEntityLocationsService } from "./locations/entity-locations.service";
import { createLocationsService } from "./locations/locations.service";
import { createMaterialsService } from "./materials/materials.service";
import { createInvitationsService } from "./memberships/invitations.service";
import { createMembersService } from "./memberships/members.service";
import { createMembershipsRepository } from "./memberships/memberships.repository";
import { createRolesService } from "./memberships/roles.service";
import { createNotesService } from "./notes/notes.service";
import { createNotificationSettingsService } from "./notification-settings/notification-settings.service";
import { createNotificationsService } from "./notification-settings/notifications.service";
import { createPreferencesService } from "./preferences/preferences.service";
import { withDomainErrors } from "./prisma-errors";
import { createProcurementService } from "./procurement/procurement.service";
import { createProductCategoriesService } from "./product-categories/product-categories.service";
import { productTaxonomyHolder } from "./product-categories/product-taxonomy-file";
import { createProductImportsService } from "./product-imports/product-imports.service";
import { createProductImagesService } from "./products/product-images.service";
import { createProductsService } from "./products/products.service";
import { createResourcesRepository } from "./resources/resources.repository";
import { createResourcesService } from "./resources/resources.service";
import { checkWarningFileJob } from "./risks/risks.jobs";
import { createRisksService } from "./risks/risks.service";
import { createWarningsService } from "./risks/warnings.service";
import { requestVendorScreening } from "./screening/screening.jobs";
import { createScreeningService } from "./screening/screening.service";
import { createScreeningIndexHolder, defaultIndexCheckSeconds } from "./screening/screening-index-holder";
import { createScreeningQueueService } from "./screening/screening-queue.service";
import { createScreeningReviewService } from "./screening/screening-review.service";
import { defaultMaxListAgeHours } from "./screening/search-coverage";
import { createVendorSubjects } from "./screening/vendor-subjects";
import { createSupplyStreamsService } from "./supply-streams/supply-streams.service";
import { createTagsService } from "./tags/tags.service";
import { createUflpaQuestionnaireService } from "./uflpa-questionnaire/uflpa-questionnaire.service";
import { createUpstreamService } from "./upstream/upstream.service";
import { emailExists, loadCurrentUser, updateOwnNames } from "./users/users.service";
import { createVendorInvitationAcceptanceService } from "./vendor-invitations/vendor-invitation-acceptance.service";
import { createVendorInvitationsService } from "./vendor-invitations/vendor-invitations.service";
import { createVendorProposalsService } from "./vendor-proposals/vendor-proposals.service";
import { createRelationshipLifecycleService } from "./vendors/relationship-lifecycle.service";
import { createRelationshipsService } from "./vendors/relationships.service";
import { createVendorImportsService } from "./vendors/vendor-imports.service";
import { createVendorProfileService } from "./vendors/vendor-profile.service";
import { createVendorsService } from "./vendors/vendors.service";
import { createVendorWorkflowService } from "./workspaces/vendor-workflow.service";
import { createWorkspacesService } from "./workspaces/workspaces.service";

export type { ListEntry, ScreeningMatch } from "@tierline/screening";
export {
  type Addresser,
  assertObjectKind,
  isWorkspaceScoped,
  type ObjectKind,
  objectKinds,
} from "./access/ownership";
export type { Actor, SessionActor } from "./actor";
export { hashPassword } from "./auth/passwords";
export { signAccessToken } from "./auth/tokens";
export type {
  Compliance,
  ComplianceAttestation,
  DocumentType,
  RequiredContact,
  RequiredDocument,
} from "./compliance/compliance.service";
export { type LinkedRelationship, linkedRelationship } from "./compliance/linked-relationships";
export type { Contact, ContactCategory } from "./contacts/contacts.service";
export type {
  Attestation,
  AttestationClaim,
  EntityDetails,
  RoleAssignment,
  WorkspaceEntity,
} from "./entities/entities.service";
export { defaultGleifUrl } from "./entities/gleif-client";
export type { RoleDiff, SupplyChainRole } from "./entities/supply-chain-roles.service";
export type { OnboardingState, OnboardingVerdict } from "./entity-onboarding/onboarding-progress.service";
export { blankAsUnset, fileStorageConfig, parseEnv, sharedEnvShape } from "./env";
export { AppError, notFound, RateLimitedError } from "./errors";
export { type JobServices, jobRegistry } from "./jobs";
export { createJobQueue, type JobQueue } from "./jobs/job-queue";
export type { EntityType } from "./jurisdictions/entity-types";
export type { Jurisdiction } from "./jurisdictions/jurisdiction-table";
export type { City } from "./locations/city-table";
export type { EntityLocation, LocationIdentifier } from "./locations/entity-locations.service";
export type {
  IdentifierKindOption,
  IdentifierTypeOption,
  LocationTypeOption,
} from "./locations/locations.service";
export type { Logger } from "./logger";
export { createMailer } from "./mail/mailer";
export type {
  Material,
  ProductMaterial,
  ResourceUsageType,
  UflpaExposure,
} from "./materials/materials.service";
export type { Accepted, InviteOffer, OpenInvite } from "./memberships/invitations.service";
export type { Membership, OpenInviteListing, RoleRef } from "./memberships/membership";
export type { Note, NoteAuthor } from "./notes/notes.service";
export type {
  GeneralNotificationPreference,
  NotificationCategoryPreference,
  NotificationPreference,
  NotificationSettings,
} from "./notification-settings/notification-settings";
export type { UserPreferences } from "./preferences/preferences.service";
export type {
  ProcurementStage,
  RelationshipCompliance,
  RequirementState,
  StageOnPath,
} from "./procurement/procurement.service";
export type {
  CategoryListing,
  ProductCategoriesService,
  ProductCategoryLineage,
  ShownCategory,
} from "./product-categories/product-categories.service";
export type { ProductCategory } from "./product-categories/product-taxonomy";
export { taxonomyRetryMs } from "./product-categories/product-taxonomy-file";
export type {
  ProductDescriptions,
  ProductImport,
  ProductImportRow,
  ProductListPreview,
} from "./product-imports/product-import";
export type { ProductImageFile } from "./products/product-images.service";
export type { LookupRow as ProductLookupRow } from "./products/products.repository";
export type { Product } from "./products/products.service";
export type { Page } from "./repository";
export { createFileStorage, type FileStorageConfig } from "./resources/create-file-storage";
export { contentMatchesExtension } from "./resources/detect-file-type";
export type { FileStorage, PresignedUpload, UploadConditions } from "./resources/file-storage";
export {
  createLocalFileStorage,
  isLocalFileStorage,
  type LocalFileStorage,
  type LocalFileStorageConfig,
  type SignedUpload,
} from "./resources/local-file-storage";
export type { Resource, ResourceUpload } from "./resources/resource";
export { scheduleResourceSweep } from "./resources/resources.jobs";
export { createS3FileStorage, type S3FileStorageConfig } from "./resources/s3-file-storage";
export { raiseWarnings, scheduleWarningRaise } from "./risks/risks.jobs";
export type { RiskInput } from "./risks/risks.repository";
export type { Risk, RiskCounts, RiskEvent, RiskWithEvents } from "./risks/risks.service";
export { type WarningNotification, warningRisk } from "./risks/warnings.service";
export { changesToScreen } from "./screening/list-changes";
export { sanctionsUrlKeys } from "./screening/list-files";
export { refreshSources } from "./screening/list-refresh";
export type {
  ScreeningListNotSearched,
  ScreeningSearchedSource,
  ScreeningSource,
  VendorScreeningFound,
} from "./screening/screening";
export {
  defaultListRefreshCron,
  enqueueVendorScreening,
  scheduleListRefresh,
  scheduleUnscreenedSweep,
} from "./screening/screening.jobs";
export type { ScreeningReviewRow } from "./screening/screening-decisions.repository";
export { createScreeningIndexHolder, defaultIndexCheckSeconds } from "./screening/screening-index-holder";
export { notifyPossibleMatch, notifyPossibleMatchJob } from "./screening/screening-notifications";
export type { ScreeningQueueCounts } from "./screening/screening-queue.repository";
export type { QueuedListing, QueuedParty, ScreeningQueueItem } from "./screening/screening-queue.service";
export type { CandidateGroup, ScreeningCase } from "./screening/screening-review.service";
export { defaultMaxListAgeHours } from "./screening/search-coverage";
export { type RescreenOutcome, rescreenAfterListUpdate } from "./screening/vendor-rescreen";
export type { StoredMatch, VendorScreeningResult } from "./screening/vendor-screening";
export {
  type StageStats,
  type StreamProduct,
  type StreamVendor,
  type SupplyStream,
  type SupplyStreamStats,
  stageExposure,
  type VendorStream,
} from "./supply-streams/supply-streams.service";
export type { Tag, TagItem } from "./tags/tags.service";
export type { UflpaResponse } from "./uflpa-questionnaire/uflpa-questionnaire.service";
export type { CountBand, UpstreamRisk } from "./upstream/upstream.service";
export type { CurrentUser, PendingInvitation, UserWorkspace } from "./users/users.service";
export type { VendorInvitation } from "./vendor-invitations/vendor-invitation";
export type { VendorInviteAccepted } from "./vendor-invitations/vendor-invitation-acceptance.service";
export { scheduleVendorInvitationReminders } from "./vendor-invitations/vendor-invitation-reminders.jobs";
export type { RelationshipEvent } from "./vendors/relationship-events.repository";
export type {
  Person,
  RoleAssignment as RelationshipRoleAssignment,
} from "./vendors/relationship-roles.repository";
export { scheduleRelationshipSweep } from "./vendors/relationship-schedule.jobs";
export type { RelationshipSummary } from "./vendors/relationships.repository";
export type {
  VendorImport,
  VendorImportRow,
  VendorImportStatus,
  VendorListPreview,
} from "./vendors/vendor-import";
export { vendorCountryResolver } from "./vendors/vendor-import-run";
export type { VendorImportedDetails } from "./vendors/vendor-profile.service";
export type { VendorCounts, VendorListFilters } from "./vendors/vendors.repository";
export { vendorListSql } from "./vendors/vendors.repository";
export type { Vendor } from "./vendors/vendors.service";
export { vendorListFilters } from "./vendors/vendors.service";
export type { VendorWorkflowState } from "./workspaces/vendor-workflow.service";
export type {
  UserSettings,
  WelcomeChecklist,
  Workspace,
  WorkspaceMetadata,
} from "./workspaces/workspaces.service";

/**
 * Core's services, built once by each app from what it has: the api passes `auth` (it signs tokens and
 * mails links), the worker `delivery` (what its jobs send through) and hands its jobs `jobServices()`.
 * A service called without the part it needs throws, naming the part.
 */
export function createCore(given: CoreSetup) {
  const deps: CoreDeps = {
    db: withDomainErrors(given.db),
    jobs: given.jobs,
    logger: given.logger,
    config: given.auth ?? withoutAuth(),
    now: given.now ?? (() => new Date()),
  };
  const auth = createAuthService(deps);
  const membershipsRepository = createMembershipsRepository(deps.db);
  // Countries and subdivisions, read once for Jurisdictions and Locations both.
  const jurisdictionTable = createJurisdictionTable();
  const bodyEntity = bodyEntityResolver(deps.db);
  const verifyEntityLater = (entityId: string) => requestVerification(deps, entityId);
  const screenVendorLater = (entityId: string) => requestVendorScreening(deps, entityId);
  const roles = createRolesService(membershipsRepository);
  const storage = given.storage ?? withoutStorage();
  const warnings = createWarningsService(deps, (scope, warningId) =>
    deps.jobs.enqueue(checkWarningFileJob, { workspaceId: scope.workspaceId, warningId }),
  );
  const resources = createResourcesService(
    createResourcesRepository(deps.db),
    storage,
    warnings.reopenForDeletedFile,
  );
  const vendorLists = resources.vendorLists;
  const productCatalogues = resources.productCatalogues;
  const screeningReview = createScreeningReviewService(deps);
  const screeningIndex = createScreeningIndexHolder(deps, {
    checkSeconds: given.screening?.indexCheckSeconds ?? defaultIndexCheckSeconds,
  });
  // The worker's: empty until warmed or a re-screening fills it, then told of every result it stores.
  const vendorSubjects = createVendorSubjects(deps.db);
  const contacts = createContactsService(deps);
  const productCategories = createProductCategoriesService(
    deps,
    productTaxonomyHolder(given.productTaxonomy ?? {}, deps.logger, deps.now),
  );
  return {
    auth,
    access: {
      headerWorkspace,
      /** The session of a bearer token and, when a workspace is asked for (`named`), its actor there. */
      authorize: async (token: string, named: NamedWorkspaces | null) =>
        authorize(deps.db, deps.config.jwtSecret, token, named),
      owns: (who: Addresser, kind: ObjectKind, id: string) => ownsObject(deps.db, who, kind, id),
    },
    entityOnboarding: createEntityOnboardingService(deps, auth.sessions),
    onboarding: createOnboardingProgressService(deps, bodyEntity),
    entities: createEntitiesService(deps, jurisdictionTable, verifyEntityLater, screenVendorLater),
    supplyChainRoles: createSupplyChainRolesService(deps, bodyEntity),
    attestations: createAttestationsService(deps, bodyEntity),
    vendorWorkflow: createVendorWorkflowService(deps),
    jurisdictions: createJurisdictionsService(jurisdictionTable),
    locations: createLocationsService(jurisdictionTable),
    entityLocations: createEntityLocationsService(
      deps,
      jurisdictionTable,
      verifyEntityLater,
      screenVendorLater,
    ),
    memberships: {
      roles,
      members: createMembersService(membershipsRepository, roles, auth.sessions),
      invitations: createInvitationsService(deps, membershipsRepository, roles, auth.sessions),
    },
    notes: createNotesService(deps),
    notificationSettings: createNotificationSettingsService(deps),
    preferences: createPreferencesService(deps),
    resources,
    /** The file storage itself (the api's local upload endpoint receives files through it). */
    storage,
    screening: createScreeningService(deps, screeningIndex, {
      maxListAgeHours: given.screening?.maxListAgeHours ?? defaultMaxListAgeHours,
    }),
    /** The possible-matches review: confirm or dismiss, four eyes, and the decision tables' reads. */
    screeningReview,
    /** The signed-in member's in-app notifications. */
    notifications: createNotificationsService(deps),
    /** Every open possible match of the workspace's vendors, to clear in one place. */
    screeningQueue: createScreeningQueueService(deps, jurisdictionTable),
    /** The api starts the first build at start-up and waits for builds in progress when it closes. */
    screeningIndex: { warm: screeningIndex.warm, close: screeningIndex.close },
    /** Supply streams: the five stages with the vendors at each, and the products in a stream. */
    supplyStreams: createSupplyStreamsService(deps),
    tags: createTagsService(deps),
    /** Materials, resource usage types, products' materials, and the UFLPA trace through them. */
    materials: createMaterialsService(deps),
    /** Contact categories, the categories entities require, and vendor relationships' contacts. */
    contacts,
    /** The workspace's procurement workflow and each vendor's stage in it. */
    procurement: createProcurementService(deps, contacts.missingContacts),
    /** The product taxonomy: browse, search, a product's category or suggestions, the catalogue's checks. */
    productCategories,
    /** Product images: set from an uploaded PNG or JPEG, thumbnails made at once, served to members. */
    productImages: createProductImagesService(deps, storage),
    /** The product catalogue: list with filters and lookups, a product by hand, changed, deleted. */
    products: createProductsService(deps, jurisdictionTable, productCategories),
    /** The vendor's compliance section: its customers' relationships linked to its company. */
    compliance: createComplianceService(deps, resources),
    /** The UFLPA questionnaire: the vendor's drafts and submissions, the customer's view of them. */
    uflpaQuestionnaire: createUflpaQuestionnaireService(deps, resources),
    users: {
      me: (session: SessionActor) => loadCurrentUser(deps.db, session.userId),
      updateMe: (session: SessionActor, input: UpdateMeRequest) =>
        updateOwnNames(deps.db, session.userId, input),
      emailExists: (email: string) => emailExists(deps.db, email),
    },
    vendorImports: createVendorImportsService(deps, vendorLists),
    /** Product-catalogue import: the remembered mapping, a look at a file, its import, its rows. */
    productImports: createProductImportsService(deps, productCatalogues),
    workspaces: createWorkspacesService(deps),
    vendors: createVendorsService(deps, jurisdictionTable),
    /** The vendor profile's reads no other call answers (what the import kept of the vendor's row). */
    vendorProfile: createVendorProfileService(deps),
    /** Risks of vendor relationships: the Risk tab, and `raise` for every source (screening, warnings...). */
    risks: createRisksService(deps, screeningReview.decideRisk),
    /** Warning notifications of vendor relationships. */
    warnings,
    /** Vendor relationships: reads and whole-relationship termination, and the life cycle of their roles. */
    relationships: createRelationshipsService(deps, storage),
    relationshipLifecycle: createRelationshipLifecycleService(deps),
    /** A customer's invitations of its vendors' compliance contacts: invite, resend, revoke. */
    vendorInvitations: createVendorInvitationsService(deps),
    /** Answering a vendor invitation: its offer, sign-up from it, acceptance by a signed-in user. */
    vendorInvitationAcceptance: createVendorInvitationAcceptanceService(deps, auth.sessions),
    /** What a customer may learn of a linked vendor's own suppliers: banded counts and a traceability index. */
    upstream: createUpstreamService(deps),
    /** A customer's supplier code, and a vendor proposing itself to the customer with it. */
    vendorProposals: createVendorProposalsService(deps),
    /**
     * What the worker hands its jobs: the same database client and queue as every service, uploaded
     * vendor lists, and the delivery part.
     */
    jobServices(): JobServices {
      if (!given.delivery) throw missingPart("delivery", "mailer, listRefresh, gleif");
      const { gleif, ...delivery } = given.delivery;
      return {
        db: deps.db,
        jobs: deps.jobs,
        storage,
        vendorLists,
        productCatalogues,
        ...delivery,
        gleif: createGleifClient(gleif),
        now: deps.now,
        screeningIndex,
        vendorSubjects,
      };
    },
  };
}
export type Core = ReturnType<typeof createCore>;
