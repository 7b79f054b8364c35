// @vitest-environment node
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { minifyCss, minifyCssTemplates, stripWidgetDocs } from '../../scripts/build-transforms.mjs';

function transpile(code: string, before: ts.TransformerFactory<ts.SourceFile>[]): string {
  return ts.transpileModule(code, {
    fileName: 'x.ts',
    transformers: { before },
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

describe('minifyCss', () => {
  it('drops comments and the whitespace a stylesheet does not need', () => {
    const css = `
      /* the root */
      .a,
      .b > .c {
        margin: 0 0 4px;
        font-family: "Segoe UI", Arial;
      }
      @media (min-width: 1200px) {
        .a { color: red; }
      }
    `;
    expect(minifyCss(css)).toBe(
      '.a,.b > .c{margin:0 0 4px;font-family:"Segoe UI",Arial}@media (min-width:1200px){.a{color:red}}',
    );
  });

  it("drops a comment that quotes a string (it used to survive in the calendar's chunk)", () => {
    expect(minifyCss(".a { color: red; }\n/* keep the 'slot' look */\n.b { content: '/* x */'; }")).toBe(
      ".a{color:red}.b{content:'/* x */'}",
    );
  });

  it('keeps quoted strings as they are', () => {
    expect(minifyCss(".x::before { content: 'a ,  b; {c}'; }")).toBe(".x::before{content:'a ,  b; {c}'}");
  });

  it("drops a number's leading zero, never inside a string, a name or after a sign", () => {
    expect(
      minifyCss('.b { transition: color 0.15s, top 0.8s; margin: -0.5px 0.5px; width: calc(100% - 0.5em); }'),
    ).toBe('.b{transition:color .15s,top .8s;margin:-0.5px .5px;width:calc(100% - .5em)}');
    expect(minifyCss(".h10.5x { z-index: 10.5 } .d::after { content: '0.5' }")).toBe(
      ".h10.5x{z-index:10.5}.d::after{content:'0.5'}",
    );
  });

  it("unquotes an attribute selector's value only when it is an identifier", () => {
    expect(minifyCss(".b[data-size='sm'] .x, .c[aria-busy='true'] { color: red }")).toBe(
      '.b[data-size=sm] .x,.c[aria-busy=true]{color:red}',
    );
    expect(minifyCss(".a[title='a b'], .c[data-x='1a'], .d[data-x='-y'] { content: 'sm' }")).toBe(
      ".a[title='a b'],.c[data-x='1a'],.d[data-x='-y']{content:'sm'}",
    );
  });

  it('keeps one space next to an interpolation', () => {
    expect(minifyCss('\n  border: 1px solid ', { atEnd: false })).toBe('border:1px solid ');
    expect(minifyCss(' 8%, red);\n}\n', { atStart: false })).toBe(' 8%,red)}');
  });
});

describe('minifyCssTemplates', () => {
  it('minifies the literal parts of css`…` and leaves the values and other templates alone', () => {
    const out = transpile(
      [
        'const t = { c: "red" };',
        'export const a = css`',
        '  .a {',
        '    color: ${t.c};',
        '    border: 1px solid ${t.c};',
        '  }',
        '`;',
        'export const b = html`  <p>  x  </p>  `;',
      ].join('\n'),
      [minifyCssTemplates],
    );
    expect(out).toContain('css `.a{color:${t.c};border:1px solid ${t.c}}`');
    expect(out).toContain('html `  <p>  x  </p>  `');
  });
});

describe('stripWidgetDocs', () => {
  it('removes doc strings, the event/part/slot descriptions and the documented defaults, keeping props, types and styles', () => {
    const out = transpile(
      [
        "const props = { lpuId: { type: 'number', doc: 'Clinic id.' }, days: { type: 'number', doc: 'Days; ' + 'default 14.', default: 14 } };",
        "defineWidget({ tag: 'pd-x', props, events: { [EVT]: '{day} — town time' }, parts: { slot: 'A slot.' }, slots: { '': 'Content.' }, styles: [s], docs: `Long ${'docs'}` });",
      ].join('\n'),
      [stripWidgetDocs],
    );
    expect(out).not.toMatch(
      /Clinic id|default 14\.|town time|A slot|Content\.|Long|doc:|docs:|events:|parts:|slots:/,
    );
    expect(out).toContain("lpuId: { type: 'number' }");
    // A prop's `default` documents what the component applies itself: only the manifest reads it.
    expect(out).toContain("days: { type: 'number' }");
    expect(out).not.toContain('default:');
    expect(out).toContain("tag: 'pd-x'");
    expect(out).toContain('styles: [s]');
  });
});
