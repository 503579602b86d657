/** A deployed stage's table, for the scripts that work on it (admin:create, migrate). */
/** The export of the data stack (infra/aws/stacks/data-stack.ts) that names a stage's table. */
export const tableExportName = (stage: string) => `earnlearn-${stage}-data-TableArn`;

/** The deployed table of `stage`, from its data stack's export; throws, saying what to check, when none. */
export async function stageTable(stage: string, region: string): Promise<string> {
  const { CloudFormationClient, ListExportsCommand } = await import('@aws-sdk/client-cloudformation');
  const cloudFormation = new CloudFormationClient({ region });
  const name = tableExportName(stage);
  try {
    let NextToken: string | undefined;
    do {
      const page = await cloudFormation.send(new ListExportsCommand({ ...(NextToken ? { NextToken } : {}) }));
      const value = page.Exports?.find((entry) => entry.Name === name)?.Value;
      if (value) {
        // arn:aws:dynamodb:<region>:<account>:table/<name>
        const table = /:table\/([\w.-]+)$/.exec(value)?.[1];
        if (!table) throw new Error(`The export ${name} is not a table ARN: ${value}`);
        return table;
      }
      NextToken = page.NextToken;
    } while (NextToken);
  } finally {
    cloudFormation.destroy();
  }
  throw new Error(
    `No CloudFormation export ${name} in ${region}: is stage "${stage}" deployed there (earnlearn-${stage}-data)? Try --region.`,
  );
}
