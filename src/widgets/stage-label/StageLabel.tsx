/**
 * `<StageLabel>`: the 'Stage' label (portal-identity-reviews §1 "A 'Stage' label that is shown on the stage
 * environment"). Renders 'Stage' when the page config's `env` is `stage` and nothing otherwise; it follows
 * `configure({env})` at run time. Decision: docs/decisions/155-info-popup-badges-stage.md.
 */
import { useStore } from '@nanostores/react';
import { $config } from '../../core/config';
import { stageLabelMessages as msg } from './messages';

/** Props of {@link StageLabel}: none (the environment comes from the page config). */
export type StageLabelProps = Record<string, never>;

/** True when the label shows: the config environment is `stage`. */
export const isStageEnv = (env: string): boolean => env === 'stage';

/** The 'Stage' label. */
export function StageLabel(_props: StageLabelProps) {
  const env = useStore($config).env;
  if (!isStageEnv(env)) return null;
  return (
    <span className="stage" part="label">
      {msg.label}
    </span>
  );
}
