import type * as z from 'zod/mini';

export interface FieldError {
  field: string;
  message: string;
}

/** Turns zod issues into messages that name the field, as a 400 body must. */
export function fieldErrors(error: z.core.$ZodError, where: 'body' | 'query'): FieldError[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      // Named from the top of the body, so an unknown key inside an object names that object too.
      const keys = issue.keys.map((key) => [...issue.path.map(String), key].join('.'));
      return {
        field: keys.join(', '),
        message: `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`,
      };
    }
    if (issue.path.length === 0) {
      return {
        field: where,
        message: where === 'body' ? 'Request body must be a JSON object' : 'Invalid query string',
      };
    }
    const field = issue.path.map(String).join('.');
    const message = issue.message.startsWith('Invalid input')
      ? `${field} is missing or invalid`
      : issue.message;
    return { field, message };
  });
}

export function describeFieldErrors(errors: FieldError[]): string {
  const first = errors[0];
  if (!first) return 'Invalid request';
  return first.message.includes(first.field) ? first.message : `${first.field}: ${first.message}`;
}
