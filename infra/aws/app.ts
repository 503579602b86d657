/**
 * The CDK app (`cdk.json` runs it). Context: googleClientId, sesFromAddress, siteUrl, alarmEmail, domainName
 * with certificateArn, privacyContactName with privacyContactEmail, stage. See README.md next to this file.
 */
import { App } from 'aws-cdk-lib';
import { buildEarnlearn } from './build';

const app = new App();
buildEarnlearn(app);
app.synth();
