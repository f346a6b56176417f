/**
 * What a job of the pipeline carries: the id of its declaration (or, on the addition queues, of its
 * addition) and the id of the HTTP request that started its chain, so that a worker's log line about
 * the job can be found with the request's (issue 29). Each step passes both on to the next.
 */
export interface JobData {
  id: string;
  /** The request's id (`reqId` in the request's log lines); absent on jobs no request started. */
  requestId?: string;
}

/** The data of the first job a request starts. */
export const jobDataOf = (id: string, requestId: string | undefined): JobData =>
  requestId === undefined ? { id } : { id, requestId };

/** The data of the job a step enqueues for `id`: the request that started the chain stays with it. */
export const nextJobData = (from: { data: JobData }, id = from.data.id): JobData =>
  jobDataOf(id, from.data.requestId);
