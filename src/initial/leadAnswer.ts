/**
 * What a lead form's submit came to, as its plain code (./leadForms.ts) marks it on the form for the form's component
 * (forms/lead/useLeadAnswer.ts): in a module of its own, so the component does not bring the forms' code along.
 */
export const ANSWER = 'data-answer';
export type LeadAnswer = 'sent' | 'queued' | 'rejected' | 'failed';
