/**
 * The one DynamoDB table, as both the CDK stack and the local twin create it. The keys of its entities are built
 * by `keys.ts` only: the entity modules in this folder and the bench's seeder and bare handlers all call it.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Global secondary indexes, all projecting every attribute. */
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    /** The workers' job search lists by earnings (job-listings.ts): the same partitions as the table's. */
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    /**
     * A job's applications that passed every knock-out of its screening questions (applications.ts, sparse,
     * decision 576). Its job items were read by nothing since decision 520 and left it with migration 0008.
     */
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
  /** Items with a `ttl` (epoch seconds) expire; code checks expiry itself too, as deletion is lazy. */
  timeToLiveAttribute: 'ttl',
} as const;

export type IndexName = (typeof tableDefinition.indexes)[number]['name'];
