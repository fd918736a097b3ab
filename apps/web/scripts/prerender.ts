import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import Beasties from "beasties";
import { build, type Plugin, type Rolldown } from "vite";

/** The page the api sends for /login (apps/api/src/plugins/web.ts), beside index.html. */
export const signInPageFile = "login.html";

/** The empty element that ends the prerendered screen: rendering waits for it (`rel=expect`). */
const screenEnd = "prerendered-screen-end";

/** What src/app/sign-in-prerender.tsx answers. */
export interface SignInScreen {
  screen: string;
  rootFontSize: string;
}

/**
 * index.html with the prerendered screen in #root. The screen is a picture until the app's first render
 * replaces it (createRoot empties #root): `inert` so nobody types into a form that cannot send yet or
 * presses a button that does nothing, `aria-hidden` so assistive technology meets the live screen only,
 * and no `for` links or test ids, so label and test-id lookups (a person's tools and Playwright's alike)
 * find the live inputs only.
 */
export function withPrerenderedScreen(indexHtml: string, { screen, rootFontSize }: SignInScreen): string {
  const picture = screen.replace(/\s(?:for|data-testid)="[^"]*"/g, "");
  const page = indexHtml
    // The app sets both on <html> when it starts (main.tsx, MantineProvider); the picture needs them first.
    .replace(
      /<html\b([^>]*)>/,
      `<html$1 style="font-size: ${rootFontSize}" data-mantine-color-scheme="light">`,
    )
    // No paint of half a screen while the parser is midway (the card is centred: it would jump as it grows).
    .replace("</title>", `</title>\n    <link rel="expect" href="#${screenEnd}" blocking="render">`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div inert aria-hidden="true">${picture}<span id="${screenEnd}"></span></div></div>`,
    );
  if (!page.includes(picture)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return page;
}

/**
 * The page paints from its HTML alone: the rules the prerendered screen uses are inlined (Beasties keeps
 * every rule whose selector matches an element of the page, plus the `:root` rules that hold Mantine's
 * colour-scheme variables), and nothing else blocks the paint. The full stylesheet is only preloaded,
 * where it was in <head> so the cascade order stays (main.tsx applies it); it and the scripts are
 * fetched at once but at low priority, after what the paint needs.
 */
export async function paintFromHtml(page: string, readAsset: (fileName: string) => string): Promise<string> {
  const beasties = new Beasties({
    preload: false as never, // the <link> is left where it is; see below
    pruneSource: false,
    reduceInlineStyles: false, // Mantine's own <style> tags in #root are the app's, kept whole
    mergeStylesheets: false,
    allowRules: [/^:root/],
    compress: true,
    logLevel: "warn",
  });
  beasties.getCssAsset = (href) => readAsset(href.replace(/^\//, ""));
  const inlined = (await beasties.process(page)).replace(/\sdata-beasties-container(="")?/, "");
  return inlined
    .replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="preload" as="style" fetchpriority="low"$1>')
    .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/**
 * Renders src/app/sign-in-prerender.tsx in Node: a server build of it (everything bundled, so it runs
 * from a temporary folder), imported and called once.
 */
async function renderSignInScreen(root: string, mode: string): Promise<SignInScreen> {
  const outDir = await mkdtemp(path.join(tmpdir(), "tierline-prerender-"));
  try {
    await build({
      configFile: false,
      root,
      mode,
      logLevel: "warn",
      plugins: [react()],
      ssr: { noExternal: true },
      build: {
        ssr: "src/app/sign-in-prerender.tsx",
        outDir,
        emptyOutDir: true,
        rolldownOptions: { output: { entryFileNames: "sign-in-prerender.mjs" } },
      },
    });
    const module = await import(pathToFileURL(path.join(outDir, "sign-in-prerender.mjs")).href);
    return module.renderSignInScreen() as SignInScreen;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes `login.html`: the built index.html with the sign-in screen already in #root and the CSS it
 * needs inline, so the first paint of /login needs the HTML only, not the stylesheet nor the
 * JavaScript (decisions.md, "The sign-in page is prerendered"). Every other route gets index.html.
 */
export function prerenderSignIn(): Plugin {
  let root = "";
  let mode = "production";
  return {
    name: "tierline:prerender-sign-in",
    apply: "build",
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    generateBundle: {
      // After Vite has written index.html's script and stylesheet tags.
      order: "post",
      async handler(_options, bundle: Rolldown.OutputBundle) {
        const index = bundle["index.html"];
        if (index?.type !== "asset") this.error("no index.html in the bundle");
        const readAsset = (fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== "asset") throw new Error(`${fileName} is not in the bundle`);
          return String(asset.source);
        };
        const page = withPrerenderedScreen(String(index.source), await renderSignInScreen(root, mode));
        this.emitFile({
          type: "asset",
          fileName: signInPageFile,
          source: await paintFromHtml(page, readAsset),
        });
      },
    },
  };
}
