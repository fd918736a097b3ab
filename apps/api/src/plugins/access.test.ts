import type { Core } from "@tierline/core";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerAccess } from "./access";

/** Route declarations are checked when a route is added, before any request: no core is called. */
const appWithAccess = () => {
  const app = Fastify();
  registerAccess(app, {} as Core);
  return app;
};
const handler = async () => ({});

describe("route access declarations", () => {
  it("refuse a path parameter of a kind the ownership table does not know", () => {
    const app = appWithAccess();
    expect(() =>
      app.get(
        "/api/v1/vendors/:id",
        { config: { access: "signed-in", params: { id: "vendor" as never } } },
        handler,
      ),
    ).toThrow(/"vendor" has no ownership rule/);
  });

  it("refuse a route without access, or with an undeclared path parameter", () => {
    const app = appWithAccess();
    expect(() => app.get("/api/v1/things", handler)).toThrow(/declares no config.access/);
    expect(() => app.get("/api/v1/things/:id", { config: { access: "signed-in" } }, handler)).toThrow(
      /declare the object kind of path params id/,
    );
  });

  it("list a well-declared route in the route table", () => {
    const app = appWithAccess();
    app.get(
      "/api/v1/memberships/:id",
      { config: { access: "members.read", params: { id: "membership" } } },
      handler,
    );
    expect(app.routeTable).toEqual([
      { method: "GET", url: "/api/v1/memberships/:id", access: "members.read", params: { id: "membership" } },
    ]);
  });
});
