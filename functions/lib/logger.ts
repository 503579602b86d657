import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs with the request id. Never log OTPs, tokens or passwords. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'earnlearn' });
