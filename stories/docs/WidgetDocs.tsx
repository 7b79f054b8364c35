/**
 * The reference page of one widget in Storybook (issue 18): everything is read from dist/custom-elements.json (the
 * manifest `npm run build` generates from the widget registry) — attributes, DOM properties, events, CSS parts, CSS
 * custom properties and slots. There is no second, hand-written list: scripts/gen-storybook-docs.mjs writes one MDX
 * page per tag of the manifest into stories/generated/ (not committed), each rendering this component.
 */
/// <reference types="vite/client" />

interface Named {
  name: string;
  description?: string;
  default?: string;
  type?: { text: string };
  attribute?: string;
  fieldName?: string;
}
interface Declaration {
  tagName: string;
  name: string;
  description: string;
  attributes: Named[];
  members: Named[];
  events: Named[];
  cssParts: Named[];
  cssProperties: Named[];
  slots: Named[];
}
interface Module {
  path: string;
  declarations: Declaration[];
}

// A glob, not an import: the typecheck runs before the build that writes the manifest (npm test).
const manifests = import.meta.glob<{ modules: Module[] }>('../../dist/custom-elements.json', {
  eager: true,
  import: 'default',
});
const modules = Object.values(manifests)[0]?.modules ?? [];

function Table({
  title,
  rows,
  columns,
}: {
  title: string;
  rows: Named[];
  columns: (keyof Named | 'type')[];
}) {
  if (rows.length === 0) return null;
  const cell = (row: Named, column: string) =>
    column === 'type' ? row.type?.text : (row as unknown as Record<string, string | undefined>)[column];
  return (
    <section>
      <h2>{title}</h2>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              {columns.map((c) => (
                <td key={c}>{c === 'name' ? <code>{row.name}</code> : (cell(row, c) ?? '')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The manifest's entry for `tag`, rendered as tables. */
export function WidgetDocs({ tag }: { tag: string }) {
  const mod = modules.find((m) => m.declarations.some((d) => d.tagName === tag));
  const decl = mod?.declarations.find((d) => d.tagName === tag);
  if (!mod || !decl) return <p>{`<${tag}> is not in dist/custom-elements.json: run npm run build.`}</p>;
  const entry = mod.path.replace(/^dist\/lib\/widgets\/(.+)\.js$/, 'pd-widgets/$1');
  return (
    <article data-pd-widget-docs={tag}>
      <h1>{`<${tag}>`}</h1>
      <p>
        <code>{`import '${entry}';`}</code> defines the tag; on a Django page the CDN loader does.
      </p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{decl.description}</pre>
      <Table title="Attributes" rows={decl.attributes} columns={['name', 'type', 'default', 'description']} />
      <Table title="Properties" rows={decl.members} columns={['name', 'type', 'attribute', 'description']} />
      <Table title="Events" rows={decl.events} columns={['name', 'description']} />
      <Table title="CSS parts" rows={decl.cssParts} columns={['name', 'description']} />
      <Table
        title="CSS custom properties"
        rows={decl.cssProperties}
        columns={['name', 'default', 'description']}
      />
      <Table title="Slots" rows={decl.slots} columns={['name', 'description']} />
    </article>
  );
}
