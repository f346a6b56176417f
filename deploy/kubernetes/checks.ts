import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  PrometheusRule,
  ServiceMonitor,
} from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { parser } from '@prometheus-io/lezer-promql';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Service, ServiceAccount } from 'kubernetes-models/v1';
import { KNOWN_SETTINGS } from '../../apps/api/src/config/config.ts';
import type { Database } from '../../apps/api/src/db/database.ts';
import { PortalMetrics } from '../../apps/api/src/operations/metrics.ts';
import type { KubeObject } from './render.ts';

/*
 * The checks of deploy/kubernetes/manifests.test.ts, each answering the problems it finds (empty: none),
 * so that the test proves each of them finds a planted fault too.
 */

type Json = Record<string, unknown>;
type Validating = new (data: never) => { validate(): void };

/** The schema of each kind the manifests use: Kubernetes' OpenAPI and prometheus-operator's CRDs. */
const MODELS: Record<string, Validating> = {
  'v1/Namespace': Namespace,
  'v1/ServiceAccount': ServiceAccount,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule,
};

export const nameOf = (object: KubeObject) => `${object.kind}/${object.metadata?.name}`;

/** Every object against its kind's JSON schema, offline (kubernetes-models); an unknown kind is a problem. */
export function schemaProblems(objects: KubeObject[]): string[] {
  return objects.flatMap((object) => {
    const Model = MODELS[`${object.apiVersion}/${object.kind}`];
    if (!Model) return [`${nameOf(object)}: no schema for ${object.apiVersion} ${object.kind}`];
    try {
      new Model(object as never).validate();
      return [];
    } catch (error) {
      return [`${nameOf(object)}: ${(error as Error).message}`];
    }
  });
}

// --- Workloads and their environment ---

export interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: Json }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: Json & { capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
}
export interface Probe {
  httpGet?: { path: string; port: string | number };
  periodSeconds?: number;
  failureThreshold?: number;
}
export interface PodSpec {
  containers: Container[];
  volumes?: (Json & { name: string })[];
  securityContext?: Json & { seccompProfile?: { type: string } };
  serviceAccountName?: string;
  automountServiceAccountToken?: boolean;
  terminationGracePeriodSeconds?: number;
}
export interface Workload {
  object: KubeObject;
  labels: Record<string, string>;
  pod: PodSpec;
}

/** The Deployments and Jobs, with their pods' labels and spec. */
export function workloads(objects: KubeObject[]): Workload[] {
  return objects
    .filter((object) => object.kind === 'Deployment' || object.kind === 'Job')
    .map((object) => {
      const template = (
        object.spec as { template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec } }
      ).template;
      return { object, labels: template.metadata?.labels ?? {}, pod: template.spec };
    });
}

/** A container's environment: plain values (its own and its ConfigMaps'), and Secret references. */
export interface Environment {
  values: Record<string, string>;
  secrets: Record<string, { name: string; key: string }>;
  problems: string[];
}

export function environmentOf(container: Container, objects: KubeObject[]): Environment {
  const environment: Environment = { values: {}, secrets: {}, problems: [] };
  const configMap = (name: string) =>
    objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === name) as
      | (KubeObject & { data?: Record<string, string> })
      | undefined;
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) {
      const found = configMap(source.configMapRef.name);
      if (!found) environment.problems.push(`${container.name}: no ConfigMap ${source.configMapRef.name}`);
      Object.assign(environment.values, found?.data ?? {});
    } else {
      environment.problems.push(
        `${container.name}: envFrom ${JSON.stringify(source)} hides which variables it sets`,
      );
    }
  }
  for (const variable of container.env ?? []) {
    const secret = variable.valueFrom?.secretKeyRef as { name: string; key: string } | undefined;
    const fromConfigMap = variable.valueFrom?.configMapKeyRef as { name: string; key: string } | undefined;
    if (variable.value !== undefined) environment.values[variable.name] = variable.value;
    else if (secret) environment.secrets[variable.name] = secret;
    else if (fromConfigMap) {
      const value = configMap(fromConfigMap.name)?.data?.[fromConfigMap.key];
      if (value === undefined)
        environment.problems.push(`${container.name}: no ${fromConfigMap.name}/${fromConfigMap.key}`);
      else environment.values[variable.name] = value;
    } else environment.problems.push(`${container.name}: ${variable.name} has no value the test can read`);
  }
  return environment;
}

/** Every variable a container is given must be a setting the server's configuration parser reads. */
export function unknownSettingProblems(objects: KubeObject[]): string[] {
  const known = new Set(KNOWN_SETTINGS);
  return workloads(objects).flatMap(({ object, pod }) =>
    pod.containers.flatMap((container) => {
      const { values, secrets, problems } = environmentOf(container, objects);
      const unknown = [...Object.keys(values), ...Object.keys(secrets)]
        .filter((name) => !known.has(name))
        .map((name) => `${nameOf(object)} ${container.name}: ${name} is not a setting of the server`);
      return [...problems.map((problem) => `${nameOf(object)} ${problem}`), ...unknown];
    }),
  );
}

/** The settings of the README's configuration table (`A`, `B` and `PREFIX_X`, `_Y` shorthands expanded). */
export function readmeSettings(
  readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8'),
) {
  const table = readme.slice(readme.indexOf('## Configuration'));
  const rows = table.slice(0, table.indexOf('\n\n', table.indexOf('| variable |'))).split('\n');
  return rows
    .filter((row) => row.startsWith('| `'))
    .flatMap((row) => {
      const names = [...row.split('|')[1]!.matchAll(/`([A-Z_0-9]+)`/g)].map((match) => match[1]!);
      const prefix = names[0]!.slice(0, names[0]!.lastIndexOf('_'));
      return names.map((name) => (name.startsWith('_') ? `${prefix}${name}` : name));
    });
}

// --- Security, probes, sizing ---

/** Non-root, read-only, no capability, RuntimeDefault seccomp, resources set, DATA_DIR the only mount. */
export function securityProblems(objects: KubeObject[]): string[] {
  return workloads(objects).flatMap(({ object, pod }) => {
    const problems: string[] = [];
    const say = (problem: string) => problems.push(`${nameOf(object)}: ${problem}`);
    if (pod.securityContext?.runAsNonRoot !== true) say('pod runAsNonRoot is not true');
    if (pod.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
      say('pod seccomp is not RuntimeDefault');
    if (pod.automountServiceAccountToken !== false) say('a service account token is mounted');
    for (const container of pod.containers) {
      const context = container.securityContext ?? {};
      if (context.allowPrivilegeEscalation !== false) say(`${container.name} may escalate privileges`);
      if (context.readOnlyRootFilesystem !== true) say(`${container.name} root file system is writable`);
      if (context.runAsNonRoot === false) say(`${container.name} may run as root`);
      if (!context.capabilities?.drop?.includes('ALL')) say(`${container.name} keeps capabilities`);
      for (const [kind, names] of [
        ['requests', ['cpu', 'memory']],
        ['limits', ['cpu', 'memory']],
      ] as const) {
        for (const name of names)
          if (!container.resources?.[kind]?.[name]) say(`${container.name} has no ${name} ${kind}`);
      }
      const dataDir = environmentOf(container, objects).values.DATA_DIR;
      const writable = (container.volumeMounts ?? []).filter((mount) => !mount.readOnly);
      if (writable.length !== 1 || writable[0]!.mountPath !== dataDir)
        say(`${container.name}: DATA_DIR (${dataDir}) must be its only writable mount`);
    }
    return problems;
  });
}

// --- References between objects ---

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  selector !== undefined && Object.entries(selector).every(([name, value]) => labels?.[name] === value);

const portNames = (pods: Workload[]) =>
  new Set(pods.flatMap(({ pod }) => pod.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name))));

/** Selectors that select something, named ports that exist, targets that are there. */
export function referenceProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const pods = workloads(objects);
  const find = (kind: string, name: string) =>
    objects.find((object) => object.kind === kind && object.metadata.name === name);
  const selected = (selector: Record<string, string> | undefined) =>
    pods.filter(({ labels }) => matches(selector, labels));
  for (const object of objects) {
    const spec = (object.spec ?? {}) as Json;
    const say = (problem: string) => problems.push(`${nameOf(object)}: ${problem}`);
    if (object.kind === 'Deployment' || object.kind === 'Job') {
      const { pod, labels } = pods.find((workload) => workload.object === object)!;
      const selector = (spec.selector as { matchLabels?: Record<string, string> } | undefined)?.matchLabels;
      if (object.kind === 'Deployment' && !matches(selector, labels))
        say('selector does not select its pods');
      if (pod.serviceAccountName && !find('ServiceAccount', pod.serviceAccountName))
        say(`no ServiceAccount ${pod.serviceAccountName}`);
      for (const container of pod.containers) {
        const names = new Set((container.ports ?? []).map((port) => port.name));
        for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
          const port = probe?.httpGet?.port;
          if (typeof port === 'string' && !names.has(port))
            say(`a probe names port ${port}, which is not there`);
        }
      }
    }
    if (object.kind === 'Service') {
      const targets = selected(spec.selector as Record<string, string>);
      if (!targets.length) say('selects no pod');
      for (const port of (spec.ports as { targetPort?: string | number }[]) ?? []) {
        if (typeof port.targetPort === 'string' && !portNames(targets).has(port.targetPort))
          say(`targetPort ${port.targetPort} is no port of its pods`);
      }
    }
    if (object.kind === 'Ingress') {
      for (const rule of (spec.rules as { http: { paths: { backend: { service: Json } }[] } }[]) ?? []) {
        for (const { backend } of rule.http.paths) {
          const { name, port } = backend.service as { name: string; port: { name?: string } };
          const service = find('Service', name);
          const ports = ((service?.spec as Json | undefined)?.ports as { name?: string }[] | undefined) ?? [];
          if (!service || !ports.some((p) => p.name === port.name))
            say(`no Service ${name} with port ${port.name}`);
        }
      }
    }
    if (object.kind === 'HorizontalPodAutoscaler') {
      const target = spec.scaleTargetRef as { kind: string; name: string };
      if (!find(target.kind, target.name)) say(`no ${target.kind} ${target.name} to scale`);
      if (Number(spec.minReplicas) < 2) say('fewer than 2 replicas');
    }
    if (object.kind === 'PodDisruptionBudget' || object.kind === 'NetworkPolicy') {
      const key = object.kind === 'NetworkPolicy' ? 'podSelector' : 'selector';
      const targets = selected((spec[key] as { matchLabels?: Record<string, string> }).matchLabels);
      if (!targets.length) say('selects no pod');
      for (const rule of (spec.ingress as { ports?: { port?: string | number }[] }[] | undefined) ?? []) {
        for (const { port } of rule.ports ?? []) {
          if (typeof port === 'string' && !portNames(targets).has(port))
            say(`port ${port} is no port of its pods`);
        }
      }
    }
    if (object.kind === 'ServiceMonitor') {
      const selector = (spec.selector as { matchLabels?: Record<string, string> }).matchLabels;
      const services = objects.filter((o) => o.kind === 'Service' && matches(selector, o.metadata.labels));
      if (!services.length) say('selects no Service');
      for (const endpoint of (spec.endpoints as { port?: string }[]) ?? []) {
        const has = services.some((service) =>
          ((service.spec as Json).ports as { name?: string }[]).some((port) => port.name === endpoint.port),
        );
        if (!has) say(`no Service port ${endpoint.port}`);
      }
    }
  }
  return problems;
}

// --- The PrometheusRule's expressions ---

/** Labels Prometheus and prometheus-operator add to every scraped series. */
const TARGET_LABELS = [
  'job',
  'instance',
  'namespace',
  'pod',
  'service',
  'container',
  'endpoint',
  'component',
];

/** Every series the server exports, with its labels (and a histogram's bucket bounds). */
export async function exportedSeries(): Promise<Map<string, { labels: Set<string>; buckets?: Set<string> }>> {
  const noQueue = { run: async () => [] } as unknown as Database;
  const series = new Map<string, { labels: Set<string>; buckets?: Set<string> }>();
  for (const registered of new PortalMetrics(noQueue).registry.getMetricsAsArray()) {
    const metric = registered as unknown as {
      name: string;
      labelNames: string[];
      upperBounds?: number[];
      get(): Promise<{ type: string }>;
    };
    const { name, labelNames, upperBounds } = metric;
    const labels = new Set([...labelNames, ...TARGET_LABELS]);
    if ((await metric.get()).type === 'histogram') {
      const buckets = new Set([...(upperBounds ?? []).map(String), '+Inf']);
      series.set(`${name}_bucket`, { labels: new Set([...labels, 'le']), buckets });
      series.set(`${name}_sum`, { labels });
      series.set(`${name}_count`, { labels });
    } else {
      series.set(name, { labels });
    }
  }
  // Prometheus' own: whether a target answered its scrape.
  series.set('up', { labels: new Set(TARGET_LABELS) });
  return series;
}

interface Rule {
  record?: string;
  alert?: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const rulesOf = (objects: KubeObject[]) =>
  objects
    .filter((object) => object.kind === 'PrometheusRule')
    .flatMap((object) =>
      ((object.spec as { groups: { rules: Rule[] }[] }).groups ?? []).flatMap((g) => g.rules),
    );

/** The metric names and label matchers an expression reads; parse errors as problems. */
export function selectorsOf(
  expr: string,
): { metric: string; matchers: [string, string, string][] }[] | string {
  const tree = parser.parse(expr);
  let error: number | undefined;
  const selectors: { metric: string; matchers: [string, string, string][] }[] = [];
  tree.iterate({
    enter(node) {
      if (node.type.isError) error ??= node.from;
      if (node.name !== 'VectorSelector') return;
      const identifier = node.node.getChild('Identifier');
      const matchers: [string, string, string][] = [];
      for (const matcher of node.node.getChild('LabelMatchers')?.getChildren('UnquotedLabelMatcher') ?? []) {
        const text = (child: string) => {
          const found = matcher.getChild(child);
          return found ? expr.slice(found.from, found.to) : '';
        };
        const literal = text('StringLiteral');
        const value = literal.startsWith('"') ? (JSON.parse(literal) as string) : literal.slice(1, -1);
        matchers.push([text('LabelName'), text('MatchOp'), value]);
      }
      selectors.push({ metric: identifier ? expr.slice(identifier.from, identifier.to) : '', matchers });
    },
  });
  return error === undefined ? selectors : `does not parse at character ${error}: ${expr}`;
}

/** Each expression parses and reads only series that exist, by labels they have; every alert is routed. */
export async function ruleProblems(objects: KubeObject[]): Promise<string[]> {
  const problems: string[] = [];
  const series = await exportedSeries();
  const rules = rulesOf(objects);
  for (const rule of rules.filter((r) => r.record)) {
    const known = series.get(rule.record!) ?? { labels: new Set(TARGET_LABELS) };
    for (const label of Object.keys(rule.labels ?? {})) known.labels.add(label);
    series.set(rule.record!, known);
  }
  for (const rule of rules) {
    const name = rule.record ?? rule.alert ?? '(a rule with neither record nor alert)';
    const selectors = selectorsOf(rule.expr);
    if (typeof selectors === 'string') {
      problems.push(`${name}: ${selectors}`);
      continue;
    }
    for (const { metric, matchers } of selectors) {
      const known = series.get(metric);
      if (!known) {
        problems.push(`${name}: reads ${metric || 'a selector without a name'}, which no process exports`);
        continue;
      }
      for (const [label, op, value] of matchers) {
        if (!known.labels.has(label)) problems.push(`${name}: ${metric} has no label ${label}`);
        if (label === 'le' && op === '=' && !known.buckets?.has(value))
          problems.push(`${name}: ${metric} has no bucket le="${value}"`);
      }
    }
    if (rule.alert) {
      if (!['page', 'ticket'].includes(rule.labels?.severity ?? ''))
        problems.push(`${name}: severity not page or ticket`);
      if (!rule.annotations?.summary) problems.push(`${name}: no summary`);
    }
  }
  return problems;
}

/**
 * The objectives' structure: each `slo` is recorded over every window its alerts read, and has a page
 * (fast burn) and a ticket (slow burn) alert.
 */
export function sloProblems(objects: KubeObject[]): string[] {
  const rules = rulesOf(objects);
  const recorded = new Set(rules.filter((r) => r.record).map((r) => `${r.record}{slo="${r.labels?.slo}"}`));
  const slos = new Set(rules.map((r) => r.labels?.slo).filter(Boolean));
  const problems: string[] = [];
  for (const slo of slos) {
    const alerts = rules.filter((r) => r.alert && r.labels?.slo === slo);
    for (const severity of ['page', 'ticket'])
      if (!alerts.some((a) => a.labels?.severity === severity)) problems.push(`${slo}: no ${severity} alert`);
    for (const alert of alerts) {
      for (const read of alert.expr.match(/[\w:]+\{slo="[^"]+"\}/g) ?? []) {
        if (!read.endsWith(`{slo="${slo}"}`))
          problems.push(`${alert.alert}: reads another objective, ${read}`);
        if (!recorded.has(read)) problems.push(`${alert.alert}: ${read} is not recorded`);
      }
    }
  }
  return problems;
}
