/**
 * The grants of each function against what its code really calls. Every handler is bundled as the
 * CDK bundles it (esbuild, ESM), but with the AWS SDK left external, so tree shaking leaves exactly the SDK commands
 * that handler can send; each command is mapped to the IAM actions it needs. A handler that starts batching,
 * copying or deleting without its contract's `uses` saying so fails here, and so does a grant no code uses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_KEYS } from '#infra/aws/constructs/api-function';
import { apiEndpoints } from '#infra/aws/endpoints';
import { ApiStack } from '#infra/aws/stacks/api-stack';
import { DataStack } from '#infra/aws/stacks/data-stack';
import type { EndpointContract } from '#shared/api/index';
import { byUses } from '#test/support/uses-combinations';
import { fixtureHandler, functionsTemplate, onlyResource, type TemplateResource } from './support/synth';

/** The IAM actions each SDK call needs (a transaction's items are checked as the writes they are). */
const actionsOfCall: Record<string, readonly string[]> = {
  GetCommand: ['dynamodb:GetItem'],
  QueryCommand: ['dynamodb:Query'],
  PutCommand: ['dynamodb:PutItem'],
  UpdateCommand: ['dynamodb:UpdateItem'],
  DeleteCommand: ['dynamodb:DeleteItem'],
  TransactWriteCommand: ['dynamodb:(a transactional write)'],
  BatchGetCommand: ['dynamodb:BatchGetItem'],
  BatchWriteCommand: ['dynamodb:BatchWriteItem'],
  ScanCommand: ['dynamodb:Scan'],
  HeadObjectCommand: ['s3:GetObject'],
  GetObjectCommand: ['s3:GetObject'],
  CopyObjectCommand: ['s3:GetObject', 's3:PutObject'],
  PutObjectCommand: ['s3:PutObject'],
  DeleteObjectCommand: ['s3:DeleteObject'],
  ListObjectVersionsCommand: ['s3:ListBucketVersions'],
  DeleteObjectsCommand: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
  createPresignedPost: ['s3:PutObject'],
  PublishCommand: ['sns:Publish'],
  SendEmailCommand: ['ses:SendEmail'],
  GetSecretValueCommand: ['secretsmanager:GetSecretValue'],
  TranslateTextCommand: ['translate:TranslateText'],
  SendWhatsAppMessageCommand: ['social-messaging:SendWhatsAppMessage'],
};

const endpoints = apiEndpoints();
/**
 * The handlers grouped by `uses`: a function's grants follow its `uses` alone (least-privilege.test.ts checks that
 * for every function), so the stack is synthesized with the first of each combination, and every handler's
 * calls are checked against the grants of its combination.
 */
const combinations = byUses(endpoints);
const outdir = mkdtempSync(join(tmpdir(), 'earnlearn-code-grants-'));
/** The SDK calls left in each handler's bundle, by contract name. */
const callsOf = new Map<string, string[]>();
let template: Template;

beforeAll(async () => {
  const result = await build({
    entryPoints: Object.fromEntries(endpoints.map(({ contract, entry }) => [contract.name, entry])),
    bundle: true,
    write: false,
    outdir,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*'],
    logLevel: 'silent',
  });
  for (const file of result.outputFiles) {
    const name = file.path.slice(outdir.length + 1).replace(/\.js$/, '');
    const calls = [...file.text.matchAll(/\bnew (\w+Command)\d*\(|\b(createPresignedPost)\d*\(/g)].map(
      (match) => match[1] ?? match[2] ?? '',
    );
    callsOf.set(name, [...new Set(calls)].sort());
  }

  // The stack with one endpoint per combination (stand-in handlers: only the grants are read here).
  const app = new App();
  const data = new DataStack(app, 'Data', { sesFromAddress: 'no-reply@earnlearn.in', sesIdentity: 'domain' });
  const api = new ApiStack(app, 'Api', {
    namePrefix: 'earnlearn-grants',
    endpoints: [...combinations.values()].map(([{ contract }]) => ({ contract, entry: fixtureHandler })),
    data: data.exports,
    sesFromAddress: 'no-reply@earnlearn.in',
    googleClientId: 'test-client.apps.googleusercontent.com',
    sms: { senderId: 'EARNLN', templateIds: {}, monthlySpendLimitUsd: 1 },
    whatsappPhoneNumberId: 'phone-number-id-0123456789abcdef0123456789abcdef',
  });
  template = functionsTemplate(api);
}, 300_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

interface Statement {
  Effect: string;
  Action: string | string[];
}

function allowedActions(contract: EndpointContract): Set<string> {
  const fn = onlyResource(template, 'AWS::Lambda::Function', {
    Properties: { FunctionName: `earnlearn-grants-${contract.name}` },
  });
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return new Set(
    (Object.values(template.findResources('AWS::IAM::Policy')) as TemplateResource[])
      .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some(({ Ref }) => Ref === role))
      .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .filter((statement) => statement.Effect === 'Allow')
      .flatMap((statement) => [statement.Action].flat()),
  );
}

function neededActions(contract: EndpointContract): Set<string> {
  return new Set((callsOf.get(contract.name) ?? []).flatMap((call) => actionsOfCall[call] ?? []));
}

const cases = [...combinations].map(
  ([uses, group]) => [uses, group[0].contract, group.map(({ contract }) => contract)] as const,
);
const tableWrites = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

describe('each function’s grants, against the SDK calls its bundle makes', () => {
  it('found the calls of every handler, and knows every call it found', () => {
    expect([...callsOf.keys()].sort()).toEqual(endpoints.map(({ contract }) => contract.name).sort());
    const unknown = [...callsOf.values()].flat().filter((call) => !(call in actionsOfCall));
    expect(unknown).toEqual([]);
    // The bundles are real: every handler reads its session secret, and the table.
    for (const calls of callsOf.values()) expect(calls).toContain('GetSecretValueCommand');
  });

  describe.each(cases)('with %s', (_, first, contracts) => {
    const allowed = () => allowedActions(first);

    it('allows each handler every action its code needs', () => {
      for (const contract of contracts) {
        for (const action of neededActions(contract)) {
          if (action === 'dynamodb:(a transactional write)') {
            expect(contract.uses.table, contract.name).toBe('readWrite');
          } else {
            expect(allowed(), `${contract.name}: ${action}`).toContain(action);
          }
        }
      }
    });

    it('allows no batch, S3, SMS, WhatsApp or e-mail action a handler of it does not need', () => {
      const precise = [...allowed()].filter(
        (action) =>
          /^dynamodb:Batch/.test(action) ||
          (action.startsWith('s3:') && action !== 's3:ListBucket') ||
          action === 'sns:Publish' ||
          action.startsWith('social-messaging:') ||
          action.startsWith('ses:'),
      );
      for (const contract of contracts) {
        const needed = neededActions(contract);
        for (const action of precise) expect(needed, `${contract.name}: ${action}`).toContain(action);
      }
    });

    it('allows writing the table exactly when every handler of it writes', () => {
      const writes = (contract: EndpointContract) => {
        const needed = neededActions(contract);
        return (
          tableWrites.some((action) => needed.has(action)) || needed.has('dynamodb:(a transactional write)')
        );
      };
      const mayWrite = tableWrites.some((action) => allowed().has(action));
      for (const contract of contracts) expect(writes(contract), contract.name).toBe(mayWrite);
    });
  });
});

describe('the uploads prefixes granted', () => {
  it('are the ones the documents and logos code writes and reads', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      TABLE_NAME: 'infra-test',
      SESSION_SECRET: 'infra-test-secret-of-at-least-32-characters',
      UPLOADS_BUCKET: 'infra-test-documents',
      AWS_REGION: 'ap-south-1',
    });
    try {
      const documents = await import('#features/documents/documents');
      const logos = await import('#features/documents/logos');
      const publicLogos = await import('#features/documents/public-logos');
      expect(UPLOADS_KEYS).toEqual({
        uploads: documents.UPLOADS_PREFIX,
        logoUploads: logos.LOGO_UPLOADS_PREFIX,
        documents: documents.DOCUMENTS_PREFIX,
        logos: publicLogos.LOGOS_PREFIX,
      });
    } finally {
      process.env = saved;
    }
  });
});
