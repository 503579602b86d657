/**
 * The CDK app (`cdk.json` runs it). Every setting comes from the stage's file, `infra/aws/stages/<stage>.json`,
 * chosen with `-c stage=<stage>` (npm run bootstrap / synth / diff / deploy -- --stage <stage> pass it); see
 * stage-file.ts, config.ts and the README next to this file.
 */
import { buildEarnlearn } from './build';
import { stageApp } from './stage-file';

const app = stageApp();
buildEarnlearn(app);
app.synth();
