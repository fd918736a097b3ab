/**
 * Every user-facing message of the product's rules, in one place.
 *
 * - `fieldMessages`: shown under inputs by the web and answered in `fields` by the api. The first
 *   eleven are spec section 8 word for word; the rest are written in the same voice where the spec
 *   gives a rule (section 5) but no message.
 * - `statusMessages`: the error snackbar's status table (spec section 8 + decisions.md gap 12).
 * - `successMessages`: the success snackbar texts of spec section 8, word for word.
 */
export const fieldMessages = {
  // Spec section 8, word for word.
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  passwordTooShort: "Must have at least 8 characters",
  fileTooLarge: "Uploaded file can not be greater than 200MB",
  fileType: "Only PNG, JPEG, PDF, CSV, DOC, and XLSX files are allowed",
  columnsRequired: "Please select all required columns",
  countryMandatory: "The country field is mandatory",
  columnNameInUse: "Column name is already in use",
  registeredDateFuture: "Registered date must not be in the future",
  rolesRequired: "Please select at least one role",
  dateIncorrect: "Date is incorrect",

  // Written in the same voice (no message in the spec).
  passwordRequired: "Password is required",
  rolesDuplicate: "Choose each role once",
  invitesTooMany: "Invite at most 50 people at a time",
  inviteCodeInvalid: "This invitation code is not valid",
  nothingToChange: "Choose roles or a new status",
  workspaceHeaderInvalid: "Name one workspace by its id",
  currentPasswordRequired: "Enter your current password",
  tokenRequired: "The link is incomplete. Please open the link from your e-mail again.",
  clientCodeRequired: "Please request a new sign-in link on this device.",
  refreshRequired: "Your session has expired. Please sign in again.",
  phoneRequired: "Phone is required",
  firstNameRequired: "First name is required",
  firstNameTooLong: "First name must be under 120 characters",
  lastNameRequired: "Last name is required",
  lastNameTooLong: "Last name must be under 120 characters",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Description must be at most 1000 characters",
  policyNameRequired: "Policy name is required",
  policyNameTooLong: "Policy name must be at most 255 characters",
  deletionReasonRequired: "Deletion reason is required",
  deletionReasonTooLong: "Deletion reason must be at most 1000 characters",
  contactTypeRequired: "Contact type is required",
  contactTypeTooLong: "Contact type must be at most 500 characters",
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 255 characters",
  streamNameRequired: "Stream name is required",
  streamNameTooLong: "Stream name must be at most 255 characters",
  explanationRequired: "Explanation is required",
  explanationTooLong: "Explanation must be under 256 characters",
  documentRequired: "Document is required",
  effectiveDateRequired: "Effective date is required",
  renewalTermRequired: "Renewal term is required",
  renewalTermInvalid: "Renewal term must be a whole number of at least 1",
  renewalFrequencyRequired: "Renewal frequency is required",
  renewalFrequencyInvalid: "Please select a valid renewal frequency",
  categoryRequired: "Category is required",
  categoryInvalid: "Please select a valid category",
  causeRequired: "Cause is required",
  causeInvalid: "Please select a valid cause",
  relationshipActionInvalid: "Please select a valid relationship action",
  vendorsRequired: "Please select at least one vendor",
  vendorsTooMany: "Please select at most 100 vendors at a time",
  vendorInvalid: "Please select a valid vendor",
  deletionConfirmRequired: "Please confirm that the vendor's shared data will be deleted",
  dateRequired: "Date is required",
  brandNameRequired: "Brand name is required",
  brandNameTooLong: "Brand name must be at most 80 characters",
  inviteCodeRequired: "Invite code is required",
  inviteCodeTooLong: "Invite code must be at most 32 characters",
  registeredNameRequired: "Registered name is required",
  registeredNameTooLong: "Registered name must be at most 120 characters",
  dbaTooLong: "DBA name must be at most 120 characters",
  ownerNameTooLong: "Owner name must be at most 120 characters",
  entityNameTooLong: "Entity name must be at most 120 characters",
  registeredJurisdictionRequired: "Registered jurisdiction is required",
  webUrlRequired: "Web URL is required",
  webUrlInvalid: "Please enter a valid web URL",
  webUrlTooLong: "Web URL must be at most 2050 characters",
  addressRequired: "Address is required",
  addressTooLong: "Address must be at most 500 characters",
  postalCodeRequired: "Postal code is required",
  postalCodeTooLong: "Postal code must be at most 16 characters",
  identificationNumberRequired: "Identification number is required",
  identificationNumberTooLong: "Identification number must be at most 250 characters",
  identificationNumberInvalid: "Identification number does not match the required format",
  leiCheckDigitsInvalid: "The check digits of this LEI are not valid",
  glnCheckDigitInvalid: "The check digit of this GLN is not valid",
  einPrefixUnassigned: "This EIN prefix is not one the IRS assigns",
  eoriCountryUnknown: "EORI numbers start with the code of the country that issued them",
  samUeiInvalid:
    "A SAM Unique Entity ID has no letters O or I, does not start with 0 and has no nine digits in a row",
  cityRequired: "City is required",
  stateRequired: "State/province is required",
  countryRequired: "Country is required",
  locationTypeRequired: "Location type is required",
  locationTypeInvalid: "Please select a valid location type",
  addOnRequired: "Please select an add-on",
  attestationRequired: "Please confirm that the information is true",
  hsCodeInvalid: "Please enter a valid HS code",
  htsCodeInvalid: "Please enter a valid HTS code",
  fileRequired: "Please select a file",
  /** Completing an upload whose file never reached storage. */
  fileNotUploaded: "The file has not been uploaded yet. Please upload it again.",
  /** A renamed file keeps its extension: the file was checked as that type. */
  fileExtensionChanged: "A renamed file must keep its extension",
  /** Vendor and product catalogue uploads take spreadsheets only; the spec's fileType text would list types they refuse. */
  spreadsheetFileType: "Only CSV, XLS, and XLSX files are allowed",
  /** A product's image: an uploaded PNG or JPEG file of the workspace. */
  productImageInvalid: "Please upload a PNG or JPEG image",
  /** A product image whose bytes are no readable picture, or one over 50 megapixels. */
  productImageUnreadable: "The image could not be read. Please upload a PNG or JPEG of at most 50 megapixels",
  pageInvalid: "Page must be a whole number of at least 1",
  pageSizeInvalid: "Page size must be one of 10, 20, 50, 100",
  booleanInvalid: "Must be true or false",
  deliveryTimeInvalid: "Please select a delivery time on the hour, from 00:00:00 to 23:00:00",
  reviewFrequencyInvalid: "Please select a valid review frequency",
  checklistItemInvalid: "Please select a valid checklist item",
  vendorTableColumnsInvalid: "Please select valid vendor table columns",
  screeningCountryInvalid: "Please enter a known country name or ISO code",
  jurisdictionInvalid: "Please select a valid jurisdiction",
  locationCountryInvalid: "Please select a valid country",
  locationStateInvalid: "Please select a valid state or province",
  cityTooLong: "City must be at most 120 characters",
  onlineStatusRequired: "Status is required",
  onlineStatusInvalid: "Please select Active or Inactive",
  /** A field of another tab's locations (a retail location has no web URL). */
  locationFieldNotForType: "This field does not apply to this type of location",
  identifierTypeRequired: "Identifier type is required",
  identifierTypeInvalid: "Please select a valid identifier type",
  identifierKindRequired: "Please select what the identifier identifies",
  identifierKindInvalid: "Please select company, product or facility",
  identifierTypeNotForUs: "US locations take EIN and SAM identifiers only",
  identifierRepeated: "This identifier is already listed",
  identifiersTooMany: "A location can have at most 20 identifiers",
  identifierInvalid: "Give each identifier a type, what it identifies and its number",
  sanctionListInvalid: "Please select a valid sanction list",
  screeningThresholdInvalid: "Threshold must be a number from 0.5 to 1",
  sanctionSourceInvalid: "Please select a valid list source",
  screeningModeInvalid: "Please select full or partial names",
  screeningSchemaInvalid: "Please select Person or Company",
  queryParameterRepeated: "Give this parameter only once",
  /** NUL, other control characters or broken symbols (lone UTF-16 surrogates): see text-characters.ts. */
  textInvalid: "Please remove invisible or invalid characters",
  passwordTooLong: "Must have at most 128 characters",
  /** A sign-in or reset link whose token is longer than any token of ours. */
  tokenInvalid: "This link is not valid. Please open the link from your e-mail again.",
  /** A body field the call does not take (a typo would otherwise be dropped without a word). */
  fieldUnknown: "This field is not accepted here",
  statusInvalid: "Please select a valid status",
  invitesInvalid: "Add each person with an email and roles",
  /** A column mapping's value that is not a column name (a number, a list). */
  columnInvalid: "Please select a column of the file",
  // Notes and tags (issue 10).
  noteRequired: "Note is required",
  noteTooLong: "Note must be at most 5000 characters",
  workspaceInvalid: "Please select a valid workspace",
  tagNameRequired: "Tag name is required",
  tagNameTooLong: "Tag name must be at most 50 characters",
  /** A tag of that type and name (in any case) exists already: POST /workspaces/{id}/tags. */
  tagNameTaken: "A tag with this name already exists",
  tagTypeInvalid: "Please select vendor or contract",
  tagColourInvalid: "Please select a valid colour",
  tagInvalid: "Please select a valid tag",
  taggedObjectInvalid: "Please select a valid item to tag",
  taggedObjectsInvalid: "Please select the items to tag",
  taggedObjectsTooMany: "Tag at most 1000 items at a time",
  // Contacts and requirements (issue 12).
  /** A contact category of that name (in any case) exists already: POST /contact-categories. */
  contactCategoryTaken: "A contact category with this name already exists",
  contactCategoryInvalid: "Please select a valid contact category",
  contactCategoriesInvalid: "Please select the contact categories to require",
  contactCategoriesTooMany: "Require at most 100 contact categories",
  contactPhoneTooLong: "Phone must be at most 50 characters",
  // Required documents (issue 12).
  documentTypesInvalid: "Please list the document types to require",
  documentTypeShapeInvalid: "Each document type needs a name",
  documentTypesTooMany: "Require at most 50 document types",
  documentTypeNameTaken: "Another document type has this name",
  documentTypeInvalid: "Please select a valid document type",
  // Procurement workflows (issue 12).
  procurementStagesRequired: "Add at least one stage",
  procurementStagesTooMany: "A workflow has at most 20 stages",
  procurementStageNameTaken: "Another stage has this name",
  procurementStageShapeInvalid: "Each stage needs a name and its requirements",
  procurementStageIdInvalid: "Please select a valid stage",
  procurementStageIdRepeated: "This stage is listed twice",
  procurementRequirementInvalid: "Please select a valid requirement",
  procurementRequirementsInvalid: "Please select the stage's requirements",
  // Entities and onboarding (issue 9).
  entityTypeRequired: "Entity type is required",
  entityTypeInvalid: "Please select an entity type of the registered jurisdiction",
  entityNamesTooMany: "Add at most 20 names",
  entityInvalid: "Please select a valid entity",
  supplyChainRoleInvalid: "Please select a valid supply chain role",
  changeFlagInvalid: "Please select New, Removed or no flag",
  claimsRequired: "Please confirm each statement",
  claimInvalid: "Please select a valid attestation claim",
  claimTypeInvalid: "Please select a valid claim type",
  onboardingStepInvalid: "Please select a valid onboarding step",
  onboardingStepNotPrimary: "Only your own company goes through onboarding steps",
  planRequired: "Please select a plan",
  billingIntervalRequired: "Please select how often to be billed",
  vendorListInvalid: "Please select a vendor list uploaded to this workspace",
  workflowVersionInvalid: "Please review the current vendor workflow and confirm it again",
  // Risks and warnings (issue 10).
  riskStatusInvalid: "Please select Open, Resolved or Confirmed",
  riskOrderingInvalid: "Please select a valid sort",
  riskSeverityInvalid: "Please select High or Low",
  screeningQueueAgeInvalid: "Please enter a whole number of days from 1 to 3650",
  riskNoteRequired: "Please say why",
  riskNoteTooLong: "Must be at most 2000 characters",
  screeningMatchRequired: "Please choose the closest match",
  screeningDecisionInvalid: "Please confirm one match or dismiss all",
  resolveWarningTypeInvalid: "Please select a file, a reason or an attestation",
  warningReasonRequired: "Please give a reason",
  warningAttestationRequired: "Please confirm the statement",
  warningFileRequired: "Please upload a file",
  warningFileInvalid: "Please select a file uploaded to this workspace",
  verificationStatusInvalid: "Please select Validated or Pending",
  supplyStreamInvalid: "Please select a valid supply stream",
  supplyStageInvalid: "Please select a valid supply stream stage",
  // Supply streams (issue 13).
  streamNameTaken: "A supply stream with this name already exists",
  streamVendorsTooMany: "Assign at most 250 vendors to a stream",
  streamProductsTooMany: "Please select at most 1000 products at a time",
  streamProductsRequired: "Please select at least one product",
  supplyStreamsInvalid: "Please select supply streams of this workspace",
  supplyStreamsRequired: "Please select at least one supply stream",
  supplyStreamsTooMany: "Please select at most 50 supply streams at a time",
  streamProductLinksInvalid: "Please select products of this supply stream",
  procurementStageInvalid: "Please select a valid procurement stage",
  vendorActionInvalid: "Please select a valid action",
  orderingInvalid: "Please select a valid sort order",
  filterValuesTooMany: "Please select at most 100 values",
  vendorIdsInvalid: "Please select vendors of this workspace",
  invitationMessageTooLong: "Message must be at most 1000 characters",
  // The product catalogue (issue 13).
  productSkuTooLong: "SKU must be at most 255 characters",
  productNumberTooLong: "Product number must be at most 255 characters",
  importCountriesInvalid: "Please select valid import countries",
  productIdsInvalid: "Please select products of this workspace",
  productLookupInvalid: "Please select a valid filter",
  warningInvalid: "Please select a valid warning",
  warningTypeInvalid: "Please select a valid warning type",
  screeningEligibilityInvalid: "Please select eligible or not eligible",
  // UFLPA questionnaire (issue 12).
  uflpaAnswerRequired: "Please answer yes or no",
  uflpaAnswerInvalid: "Please choose yes or no",
  uflpaDetailRequired: "Please give the details",
  uflpaDetailTooLong: "Details must be at most 2000 characters",
  uflpaEvidenceInvalid: "Please attach files uploaded to your workspace",
  uflpaEvidenceTooMany: "Attach at most 20 files",
  uflpaVersionOutdated: "The questionnaire has changed. Please reload it and answer the current questions",
  uflpaActionInvalid: "Please save a draft or submit",
  uflpaAnswersInvalid: "Please send the answers to the questionnaire",
  uflpaQuestionAnswerInvalid: "Please send each answer with its choice, details and evidence",
  // Materials and resource usage types (issue 13).
  materialInvalid: "Please select a valid material",
  /** Another material of the workspace has that name (in any case): PATCH /products/materials/{id}. */
  materialNameTaken: "A material with this name already exists",
  usageTypeInvalid: "Please select a valid resource usage type",
  uflpaInputInvalid: "Please select a UFLPA high-priority input",
  /** The product lists that material at that stage already: POST /products/{id}/materials. */
  productMaterialTaken: "This material is already listed at this stage",
} as const;
export type FieldMessageKey = keyof typeof fieldMessages;

/** Error snackbar text per HTTP status. 400-404 and 500-503 are spec section 8 word for word (502 keeps "occured"). */
export const statusMessages = {
  400: "Invalid request. Please check your input and try again.",
  401: "Unauthorized access. Please log in to continue.",
  403: "Access denied. You do not have permission to perform this action.",
  404: "Resource not found. The requested item does not exist.",
  409: "Conflict. The item was changed or is in a state that does not allow this action.",
  413: "File too large. Please upload a smaller file.",
  429: "Too many requests. Please wait a moment and try again.",
  500: "Something went wrong on our end and our team is working on it. Please try again later.",
  502: "An error occured, and our team is working on it. Please try again later.",
  503: "Service Unavailable: Service is currently unavailable. Please try again later.",
} as const;
export type HandledStatus = keyof typeof statusMessages;

/** Shown when a rejected call has no mapped status. */
export const unexpectedErrorMessage = "An unexpected error occurred";

/** Success snackbar texts of spec section 8, word for word (including their capitalisation). */
export const successMessages = {
  invitationSent: "Invitation sent",
  invitationsSent: "Invitations sent",
  inviteUrlCopied: "Invite URL copied",
  changesSaved: "Changes saved",
  policyCreated: "Policy created",
  policyDeleted: "Policy deleted",
  policyFileUploaded: "Policy file uploaded",
  subscriptionUpdated: "Subscription Updated",
  productCatalogAdded: "Product catalog added",
  supplyStreamAdded: "Supply stream added",
  screeningCompleted: "Restricted Party Screening completed",
  complianceResponseSubmitted: "Successfully submitted compliance response",
  rolesTerminated: "roles terminated",
} as const;
export type SuccessMessageKey = keyof typeof successMessages;

/** Success snackbar texts for actions the spec does not name, written in the voice of the thirteen above. */
export const moreSuccessMessages = {
  companyCreated: "Company created",
  invitationRevoked: "Invitation revoked",
  inviteLinkRevoked: "Invite link revoked",
  vendorWorkflowConfirmed: "Vendor workflow confirmed",
  relationshipTerminated: "Relationship terminated",
} as const;

/**
 * Vendor-list import (issue 9): why a whole file cannot be imported. Written in the voice of the
 * field messages; the api answers them and the review step shows them.
 */
export const importMessages = {
  fileEmpty: "The file is empty",
  headerOnly: "The file has column names but no rows",
  unreadable: "The file could not be read. Please upload a valid CSV, XLS or XLSX file",
  rowTooLong: "A row of the file is too long to read. Please check the file's quotes",
  xlsTooLarge: "XLS files can be imported up to 64MB. Please save the file as XLSX or CSV",
  tooManyColumns: "The file has more than 500 columns",
  columnNotInFile: "This column is not in the file",
  fileGone: "The file was deleted before its rows were imported",
  importStopped: "The import stopped on an error of ours. Please try again",
} as const;

/** Product-catalogue import: why one row was not imported, on the field (column) at fault. */
export const productRowMessages = {
  countryUnknown: "Please enter a known country name or ISO code",
  importCountriesUnknown:
    "Please enter known country names or ISO codes, separated by semicolons, commas or line breaks",
  // A row's SKU and product number break the same rule as a hand-made product's: one text each.
  skuTooLong: fieldMessages.productSkuTooLong,
  productNumberTooLong: fieldMessages.productNumberTooLong,
  categoryTooLong: "Category must be at most 500 characters",
  categoryInvalid: "Please enter a category id or a category path",
  mergedWithRow: "Same product as an earlier row: merged into it",
  mergedWithProduct: "Same product as an existing product: updated",
} as const;

/** Vendor-list import: why one row was not imported, on the field (column) at fault. */
export const vendorRowMessages = {
  countryUnknown: "Please enter a known country name or ISO code",
  registeredNameTooLong: "Registered name must be at most 120 characters",
  cityTooLong: "City must be at most 255 characters",
  stateTooLong: "State/province must be at most 255 characters",
  phoneTooLong: "Phone must be at most 50 characters",
  contactNameTooLong: "Contact name must be at most 120 characters",
  identifierTypeInvalid: "Please enter one of SAM, LEI, UFI, EIN, D-U-N-S, GLN or EORI",
  identifierTypeRequired: "Please enter the identifier type of this number",
  mergedWithRow: "Same name and country as an earlier row: merged into it",
  mergedWithVendor: "Same name and country as an existing vendor: merged into it",
} as const;
