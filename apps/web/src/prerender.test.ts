import { describe, expect, it } from "vitest";
import { paintFromHtml, withPrerenderedScreen } from "../scripts/prerender";
import { renderSignInScreen } from "./app/sign-in-prerender";

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Tierline</title>
    <script type="module" crossorigin src="/assets/index-Ab3dE_f9.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Cd4eF_g0.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Ef5gH_i1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const screen = {
  screen:
    '<main class="card"><label for="r1" data-testid="email-label">Email</label><input id="r1" data-testid="login-email"></main>',
  rootFontSize: "62.5%",
};

describe("the prerendered sign-in page", () => {
  it("puts the screen into #root as a picture: inert, hidden from assistive technology, no label links or test ids, painted whole", () => {
    const page = withPrerenderedScreen(indexHtml, screen);
    expect(page).toContain(
      '<div id="root"><div inert aria-hidden="true"><main class="card"><label>Email</label><input id="r1"></main><span id="prerendered-screen-end"></span></div></div>',
    );
    expect(page).toContain('<link rel="expect" href="#prerendered-screen-end" blocking="render">');
    expect(page).toContain('<html lang="en" style="font-size: 62.5%" data-mantine-color-scheme="light">');
  });

  it("refuses an index.html without an empty #root", () => {
    expect(() => withPrerenderedScreen(indexHtml.replace('<div id="root"></div>', ""), screen)).toThrow(
      /no empty <div id="root">/,
    );
  });

  it("paints from the HTML: the rules the screen uses inline, the stylesheet preloaded, every fetch at low priority", async () => {
    const css =
      ":root{--brand:#1f4790}.card{padding:4px}.unused{color:red}@media (min-width:36em){.card{padding:8px}}";
    const page = await paintFromHtml(withPrerenderedScreen(indexHtml, screen), (file) => {
      expect(file).toBe("assets/index-Ef5gH_i1.css");
      return css;
    });
    const inline = page.match(/<style>([^<]*)<\/style>/)?.[1] ?? "";
    expect(inline).toContain("--brand:#1f4790");
    expect(inline).toContain(".card{padding:4px}");
    expect(inline).toContain("@media (min-width:36em){.card{padding:8px}}");
    expect(inline).not.toContain(".unused");
    expect(page).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/index-Ef5gH_i1.css">',
    );
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-Ab3dE_f9.js">',
    );
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-Cd4eF_g0.js">',
    );
    expect(page).not.toContain("beasties");
  });

  it("renders both layouts of the real screen, each shown by the breakpoint the route uses", () => {
    const { screen: html, rootFontSize } = renderSignInScreen();
    expect(rootFontSize).toBe("62.5%");
    const phone = html.indexOf('class="mantine-hidden-from-sm"');
    const desktop = html.indexOf('class="mantine-visible-from-sm"');
    expect(phone).toBeGreaterThan(-1);
    expect(desktop).toBeGreaterThan(phone);
    expect(html.slice(phone, desktop)).toContain("Tierline is optimised for desktop");
    expect(html.slice(desktop)).toContain("Sign in to Tierline");
    expect(html.slice(desktop)).not.toContain("optimised for desktop");
  });
});
