import { Logger } from '@aws-lambda-powertools/logger';
import { readVariable } from './config';

/** Structured JSON logs with the request id. Never log OTPs, tokens or passwords. */
export const logger = new Logger({ serviceName: readVariable('POWERTOOLS_SERVICE_NAME') ?? 'earnlearn' });
