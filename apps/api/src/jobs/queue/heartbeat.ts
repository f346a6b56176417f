/**
 * What every portal job carries: its worker says it is at work every 10 s, so a job whose worker died
 * (killed, its machine gone) is taken up again after 10 s without a word, not after pg-boss's default
 * 15-minute expiry (found by the fault injection, docs/reliability.md).
 */
export const JOB_HEARTBEAT = { heartbeatSeconds: 10 } as const;
