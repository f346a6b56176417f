/** openapi-fuzzer-core ships no types: the one function the contract fuzzer calls. */
declare module 'openapi-fuzzer-core' {
  export interface FuzzSpec {
    name: string;
    request: {
      method: string;
      path: string;
      pathParams?: Record<string, unknown>;
      queryParams?: Record<string, unknown>;
      body?: unknown;
    };
    expect: { status: number[] };
  }
  const fuzz: { swagger(document: object): FuzzSpec[] };
  export default fuzz;
}
