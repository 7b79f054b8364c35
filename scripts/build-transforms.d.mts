import type { TransformerFactory, SourceFile } from 'typescript';

/** Minifies one literal part of a css template (see build-transforms.mjs). */
export function minifyCss(text: string, edges?: { atStart?: boolean; atEnd?: boolean }): string;
/** css`…` templates with minified literal parts. */
export const minifyCssTemplates: TransformerFactory<SourceFile>;
/** Widget definition modules: documentation strings → ''. */
export const stripWidgetDocs: TransformerFactory<SourceFile>;
