-- Procurement workflows: a stage can require the relationship's UFLPA questionnaire to be submitted.
ALTER TYPE "ProcurementRequirement" ADD VALUE 'QUESTIONNAIRE_SUBMITTED';
