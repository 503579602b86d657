/**
 * How a parent's or guardian's adulthood is assured before their consent counts (DPDP Rules 2025, Rule 10).
 * Today: the parent's own declaration (parent or lawful guardian, an adult, their date of birth checked to be
 * 18 or more), made after verifying the number the child named with a one-time code. The answer records which
 * assurance was used, so a stronger one can replace this without touching the consent flow: a DigiLocker
 * age token (a verifiable "is over 18" from a government-issued document) would be another `AgeAssurance`,
 * taking the token instead of the declared date. Nothing here reaches DigiLocker (docs/privacy.md).
 */
import { BadRequest } from '#lib/errors';
import { isAdultBirthDate, parentDobMessage } from '#shared/domain/rules';

export interface AgeAssuranceInput {
  /** The parent's declaration that they are the parent or lawful guardian and an adult. */
  declaration: true;
  /** Their declared date of birth (YYYY-MM-DD). */
  parentDob: string;
}

export interface AgeAssurance {
  /** The name recorded with the consent (VERIFIED_BY). */
  readonly method: string;
  /** Throws a 400 naming the field when adulthood is not assured; else what to record. */
  assure(input: AgeAssuranceInput, today: Date): { method: string; declaredDob: string };
}

/** The declaration, with the declared date of birth checked to be an adult's. */
export const selfDeclaration: AgeAssurance = {
  method: 'smsOtp+declaration',
  assure(input, today) {
    if (!isAdultBirthDate(input.parentDob, today)) throw BadRequest.field('parentDob', parentDobMessage);
    return { method: this.method, declaredDob: input.parentDob };
  },
};
