import cors from "@fastify/cors";
import {
  createCore,
  createFileStorage,
  createJobQueue,
  type FileStorage,
  fileStorageConfig,
  type JobQueue,
} from "@tierline/core";
import type { Db } from "@tierline/db";
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import helmet from "helmet";
import type { Redis } from "ioredis";
import type { ApiEnv } from "./env";
import { authRoutes } from "./modules/auth/auth.routes";
import { complianceRoutes } from "./modules/compliance/compliance.routes";
import { complianceAnswersRoutes } from "./modules/compliance/compliance-answers.routes";
import { documentRequirementsRoutes } from "./modules/compliance/document-requirements.routes";
import { contactsRoutes } from "./modules/contacts/contacts.routes";
import { entitiesRoutes } from "./modules/entities/entities.routes";
import { entityOnboardingRoutes } from "./modules/entity-onboarding/entity-onboarding.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { jurisdictionsRoutes } from "./modules/jurisdictions/jurisdictions.routes";
import { locationsRoutes } from "./modules/locations/locations.routes";
import { materialsRoutes } from "./modules/materials/materials.routes";
import { membershipsRoutes } from "./modules/memberships/memberships.routes";
import { notesRoutes } from "./modules/notes/notes.routes";
import { notificationSettingsRoutes } from "./modules/notification-settings/notification-settings.routes";
import { preferencesRoutes } from "./modules/preferences/preferences.routes";
import { procurementRoutes } from "./modules/procurement/procurement.routes";
import { productImportsRoutes } from "./modules/product-imports/product-imports.routes";
import { productCategoriesRoutes } from "./modules/products/product-categories.routes";
import { productImagesRoutes } from "./modules/products/product-images.routes";
import { productsRoutes } from "./modules/products/products.routes";
import { relationshipsRoutes } from "./modules/relationships/relationships.routes";
import { localUploadPath, resourcesRoutes } from "./modules/resources/resources.routes";
import { risksRoutes } from "./modules/risks/risks.routes";
import { screeningRoutes } from "./modules/screening/screening.routes";
import { screeningQueueRoutes } from "./modules/screening/screening-queue.routes";
import { screeningReviewRoutes } from "./modules/screening/screening-review.routes";
import { supplyStreamsRoutes } from "./modules/supply-streams/supply-streams.routes";
import { tagsRoutes } from "./modules/tags/tags.routes";
import { uflpaQuestionnaireRoutes } from "./modules/uflpa-questionnaire/uflpa-questionnaire.routes";
import { upstreamRoutes } from "./modules/upstream/upstream.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { vendorInvitationsRoutes } from "./modules/vendor-invitations/vendor-invitations.routes";
import { vendorProposalsRoutes } from "./modules/vendor-proposals/vendor-proposals.routes";
import { vendorListRoutes } from "./modules/vendors/vendor-list.routes";
import { vendorProfileRoutes } from "./modules/vendors/vendor-profile.routes";
import { vendorsRoutes } from "./modules/vendors/vendors.routes";
import { workspacesRoutes } from "./modules/workspaces/workspaces.routes";
import { registerAccess } from "./plugins/access";
import { registerAnswerHeaders } from "./plugins/answer-headers";
import { errorHandlerOptions, registerErrorHandler } from "./plugins/error-handler";
import { registerOpenApi } from "./plugins/openapi";
import { registerRateLimits } from "./plugins/rate-limits";
import { registerRequestLimits, requestLimitOptions } from "./plugins/request-limits";
import { serializerCompiler } from "./plugins/serialization";
import { validatorCompiler } from "./plugins/validation";
import { registerWeb } from "./plugins/web";

export interface AppDeps {
  env: Pick<
    ApiEnv,
    | "APP_URL"
    | "JWT_SECRET"
    | "REDIS_PREFIX"
    | "WEB_DIST_DIR"
    | "LOG_LEVEL"
    | "TRUST_PROXY"
    | "SCREENING_INDEX_CHECK_SECONDS"
    | "SCREENING_LIST_MAX_AGE_HOURS"
    | "SCREENING_SEARCHES_PER_MINUTE"
    | "FILES_SIGNING_SECRET"
    | "FILES_DIR"
    | "S3_ENDPOINT"
    | "S3_PUBLIC_ENDPOINT"
    | "S3_REGION"
    | "S3_BUCKET"
    | "S3_ACCESS_KEY"
    | "S3_SECRET_KEY"
    | "S3_FORCE_PATH_STYLE"
    | "PRODUCT_TAXONOMY_FILE"
    | "PRODUCT_TAXONOMY_URL"
  >;
  db: Db;
  redis: Redis;
  /** Defaults to BullMQ queues on `redis`; the app closes what it creates. */
  jobs?: JobQueue;
  /** Defaults to the storage `env` names (S3, else the local folder behind the api's signed upload links). */
  storage?: FileStorage;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** What time it is (default the system clock); tests move it forward. */
  now?: () => Date;
}

/**
 * Request log lines without query strings or headers: sign-in and reset links carry their token in
 * the query (/auth/magic?token=...), and headers carry bearer tokens.
 */
const logRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: req.url.split("?")[0],
  remoteAddress: req.ip,
});

/**
 * One log line per request, written when it is answered, instead of Fastify's two ("incoming request"
 * and "request completed"): what was asked (by `logRequest`), the status and the time taken. Errors
 * are logged as before, with their context (the error handler's lines, Fastify's "request errored").
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}

/** A caller's own request id is kept when it is a plain token (so log lines cannot be forged), else a UUID. */
const requestIdOf = (req: { headers: Record<string, string | string[] | undefined> }) => {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && /^[\w.:-]{1,64}$/.test(given) ? given : crypto.randomUUID();
};

/**
 * The origin browsers post upload forms to: read from a presigned form (signing is local, nothing is
 * sent), so it is exactly what the storage hands out, whatever its endpoint or addressing style.
 */
async function uploadOrigin(storage: FileStorage): Promise<string> {
  const probe = await storage.presignUpload({
    key: "resources/origin-probe",
    contentType: "text/csv",
    maxBytes: 1,
    expiresInSeconds: 60,
  });
  return new URL(probe.url).origin;
}

/** Builds the whole api without listening: server.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDeps) {
  const { env, db, redis } = deps;
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      serializers: { req: logRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new OneLinePerRequest(),
    trustProxy: env.TRUST_PROXY,
    ...requestLimitOptions,
    ...errorHandlerOptions,
  });
  // Every answer names its request, so a user's report can be matched to the log lines.
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const jobs = deps.jobs ?? createJobQueue(redis, env.REDIS_PREFIX);
  if (!deps.jobs) app.addHook("onClose", () => jobs.close());
  const storage =
    deps.storage ??
    createFileStorage(
      fileStorageConfig(env, {
        uploadUrl: new URL(`/api/v1${localUploadPath}`, env.APP_URL).toString(),
        secret: env.FILES_SIGNING_SECRET,
      }),
    );
  const core = createCore({
    db,
    jobs,
    storage,
    logger: app.log,
    auth: { jwtSecret: env.JWT_SECRET, appUrl: env.APP_URL },
    screening: {
      indexCheckSeconds: env.SCREENING_INDEX_CHECK_SECONDS,
      maxListAgeHours: env.SCREENING_LIST_MAX_AGE_HOURS,
    },
    productTaxonomy: { file: env.PRODUCT_TAXONOMY_FILE, url: env.PRODUCT_TAXONOMY_URL },
    now: deps.now,
  });
  // The matcher index is built once the server is ready, not on the first search; closing waits for a build.
  app.addHook("onReady", async () => core.screeningIndex.warm());
  app.addHook("onClose", () => core.screeningIndex.close());
  // The product taxonomy is read at start-up: a bad named file stops the api there, naming the line.
  app.addHook("onReady", async () => core.productCategories.warm());

  // Security headers on every answer (helmet), its middleware built once at start-up: the fastify
  // plugin built it again for every request, parsing the policy each time.
  const securityHeaders = helmet({
    // The SPA needs inline styles (Mantine) and talks only to its own origin. No HSTS and no
    // upgrade-insecure-requests: `npm start` serves plain HTTP, also on LAN addresses; TLS belongs
    // to the proxy in front, which can add both.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // Uploads are posted straight to file storage: S3's origin, or the api's own (local driver).
        connectSrc: ["'self'", await uploadOrigin(storage)],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
  });
  app.addHook("onRequest", (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  await app.register(cors, { origin: [env.APP_URL], credentials: true });
  // Before any route: plugins inherit the error handler in force when they are registered.
  registerErrorHandler(app, { serveSpa: await registerWeb(app, env.WEB_DIST_DIR) });
  registerAnswerHeaders(app);
  registerRequestLimits(app);
  registerAccess(app, core);
  await registerRateLimits(app, redis, env.REDIS_PREFIX);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(db, redis));
      await api.register(authRoutes(core, redis, env.REDIS_PREFIX));
      await api.register(usersRoutes(core));
      await api.register(entityOnboardingRoutes(core));
      await api.register(jurisdictionsRoutes(core));
      await api.register(entitiesRoutes(core));
      await api.register(locationsRoutes(core));
      await api.register(membershipsRoutes(core));
      await api.register(workspacesRoutes(core));
      await api.register(vendorListRoutes(core));
      await api.register(preferencesRoutes(core));
      await api.register(resourcesRoutes(core));
      await api.register(notificationSettingsRoutes(core));
      await api.register(screeningRoutes(core, { searchesPerMinute: env.SCREENING_SEARCHES_PER_MINUTE }));
      await api.register(screeningQueueRoutes(core));
      await api.register(vendorsRoutes(core));
      await api.register(productImportsRoutes(core));
      await api.register(tagsRoutes(core));
      await api.register(supplyStreamsRoutes(core));
      await api.register(notesRoutes(core));
      await api.register(risksRoutes(core));
      await api.register(screeningReviewRoutes(core));
      await api.register(vendorProfileRoutes(core));
      await api.register(relationshipsRoutes(core));
      await api.register(vendorInvitationsRoutes(core));
      await api.register(contactsRoutes(core));
      await api.register(upstreamRoutes(core));
      await api.register(procurementRoutes(core));
      await api.register(productsRoutes(core));
      await api.register(complianceRoutes(core));
      await api.register(uflpaQuestionnaireRoutes(core));
      await api.register(complianceAnswersRoutes(core));
      await api.register(documentRequirementsRoutes(core));
      await api.register(productCategoriesRoutes(core));
      await api.register(productImagesRoutes(core));
      await api.register(materialsRoutes(core));
      await api.register(vendorProposalsRoutes(core));
    },
    { prefix: "/api/v1" },
  );
  return app;
}
