// Validates the OpenAPI document read from standard input with @seriousme/openapi-schema-validator
// (the OpenAPI Initiative's JSON Schemas, and every $ref resolved) and prints the result as JSON.
// An ES module of its own: openapi.int-spec.ts runs it in a child process, as jest runs CommonJS.
import { Validator } from '@seriousme/openapi-schema-validator';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const result = await new Validator().validate(JSON.parse(Buffer.concat(chunks).toString('utf8')));
process.stdout.write(
  JSON.stringify({ valid: result.valid, version: result.version ?? null, errors: result.errors ?? [] }),
);
