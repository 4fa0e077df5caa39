/**
 * The member acting on the pipeline (issue #34): their user id, company and name as teammates
 * read it ("added by Dana Lee").
 */
export interface PipelineActor {
  userId: string;
  companyId: string;
  name: string;
}
