/**
 * `<pd-stage-label>` (portal-identity-reviews §1 "A 'Stage' label that is shown on the stage environment"). Importing
 * this module defines the tag. Decision: docs/decisions/155-info-popup-badges-stage.md.
 */
import { defineWidget } from '../../core/define';
import { StageLabel, type StageLabelProps } from './StageLabel';
import { stageLabelWidgetStyles } from './StageLabel.styles';

export { StageLabel, isStageEnv, type StageLabelProps } from './StageLabel';
export { stageLabelWidgetStyles } from './StageLabel.styles';
export { stageLabelMessages } from './messages';

/** The tag. */
export const STAGE_LABEL_TAG = 'pd-stage-label';

defineWidget<StageLabelProps>({
  tag: STAGE_LABEL_TAG,
  component: StageLabel,
  props: {},
  styles: stageLabelWidgetStyles,
  parts: { label: "The 'Stage' label." },
  docs: "The 'Stage' label: shown only when the page config's env is \"stage\"; nothing otherwise.",
});
