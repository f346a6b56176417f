import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { KNOWN_SETTINGS, loadConfig } from '../../apps/api/src/config/config.ts';
import { parseAssignments, parseContainerfile } from '../containerfile.ts';
import {
  type Container,
  environmentOf,
  readmeSettings,
  referenceProblems,
  ruleProblems,
  schemaProblems,
  securityProblems,
  sloProblems,
  unknownSettingProblems,
  type Workload,
  workloads,
} from './checks.ts';
import { type KubeObject, renderKustomization } from './render.ts';

/*
 * The Kubernetes manifests, rendered as `kubectl kustomize` renders them (compared with it where kubectl
 * is installed), then checked offline: every object against Kubernetes' schemas, every variable against
 * the server's configuration parser, the whole configuration through the parser in production mode,
 * security, probes, references, and every alert's expression against the metrics the server exports.
 * Each check is also shown to find a fault planted in a copy.
 */

const BASE = path.join(import.meta.dirname, 'base');
const PRODUCTION = path.join(import.meta.dirname, 'overlays/production');
const rendered = { base: renderKustomization(BASE), production: renderKustomization(PRODUCTION) };
const objects = rendered.production;
const copy = () => structuredClone(objects);
const byName = (list: KubeObject[], kind: string, name: string) =>
  list.find((object) => object.kind === kind && object.metadata.name === name)!;
const workload = (list: KubeObject[], name: string): Workload =>
  workloads(list).find(({ object }) => object.metadata.name === name)!;
const container = (list: KubeObject[], name: string): Container => workload(list, name).pod.containers[0]!;

/** The settings whose value is a secret: given by reference to the Secret, never written here. */
const SECRET_SETTINGS = [
  'DATABASE_URL',
  'OIDC_CLIENT_SECRET',
  'POLICE_OIDC_CLIENT_SECRET',
  'SENDER_HASH_KEY',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'ZONE_WEBHOOK_SECRET',
  'BANK_FRAUD_SECRETS',
];
/** Values of the right shape for the Secret's keys, to run the parser on what a pod would get. */
const SECRET_EXAMPLES: Record<string, string> = {
  DATABASE_URL: 'postgresql://pow:secret@postgres.postgres.svc:5432/pow',
  OIDC_CLIENT_SECRET: 'a-client-secret',
  POLICE_OIDC_CLIENT_SECRET: 'another-client-secret',
  SENDER_HASH_KEY: '0123456789abcdef0123456789abcdef',
  SMTP_URL: 'smtps://pow:secret@mail.example:465',
  S3_ACCESS_KEY_ID: 'pow',
  S3_SECRET_ACCESS_KEY: 'an-access-key-secret',
  ZONE_WEBHOOK_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  BANK_FRAUD_SECRETS: 'k1=another-secret-of-at-least-thirty-two-characters',
};

/** What a pod's process reads from its environment: the ConfigMap, its own values, the Secret's. */
function processEnvironment(list: KubeObject[], name: string) {
  const { values, secrets } = environmentOf(container(list, name), list);
  const fromSecret = Object.fromEntries(
    Object.entries(secrets).map(([variable, { key }]) => [variable, SECRET_EXAMPLES[key]]),
  );
  return { ...values, ...fromSecret };
}

const kubectlKustomize = spawnSync('kubectl', ['kustomize', '--help'], { stdio: 'ignore' }).status === 0;
const sorted = (list: KubeObject[]) =>
  [...list].sort((a, b) => `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`));

describe('Kubernetes manifests (deploy/kubernetes)', () => {
  it.skipIf(!kubectlKustomize)('render here as `kubectl kustomize` renders them', () => {
    for (const directory of [BASE, PRODUCTION]) {
      const output = execFileSync('kubectl', ['kustomize', directory], { encoding: 'utf8' });
      const theirs = parseAllDocuments(output).map((document) => document.toJS() as KubeObject);
      expect(sorted(renderKustomization(directory))).toEqual(sorted(theirs));
    }
  });

  it('hold the objects of a deployment, each valid against the Kubernetes schemas (offline)', () => {
    expect(schemaProblems(rendered.base)).toEqual([]);
    expect(schemaProblems(objects)).toEqual([]);
    expect(objects.map((object) => `${object.kind}/${object.metadata.name}`).sort()).toEqual(
      expect.arrayContaining([
        'ConfigMap/police-on-web-config',
        'Deployment/police-on-web-api',
        'Deployment/police-on-web-worker',
        'HorizontalPodAutoscaler/police-on-web-api',
        'Ingress/police-on-web',
        'Job/police-on-web-migrate',
        'NetworkPolicy/police-on-web-default-deny',
        'PodDisruptionBudget/police-on-web-api',
        'PodDisruptionBudget/police-on-web-worker',
        'PrometheusRule/police-on-web-slo',
        'Service/police-on-web-api',
        'Service/police-on-web-metrics',
        'ServiceMonitor/police-on-web',
      ]),
    );
    for (const object of objects.filter((o) => o.kind !== 'Namespace'))
      expect(object.metadata.namespace, `${object.kind}/${object.metadata.name}`).toBe('police-on-web');
    expect(container(objects, 'police-on-web-api').image).toBe('registry.police.example/police-on-web:0.1.0');

    const planted = copy();
    (container(planted, 'police-on-web-api').ports![0] as { containerPort: unknown }).containerPort = 'http';
    expect(schemaProblems(planted)).toEqual([
      'Deployment/police-on-web-api: data/spec/template/spec/containers/0/ports/0/containerPort must be integer',
    ]);
  });

  it("set only variables the server's configuration parser knows", () => {
    expect(KNOWN_SETTINGS).toContain('DATABASE_URL');
    expect(unknownSettingProblems(rendered.base)).toEqual([]);
    expect(unknownSettingProblems(objects)).toEqual([]);

    const planted = copy();
    container(planted, 'police-on-web-worker').env!.push({ name: 'DATABASE_URI', value: 'postgresql://x' });
    (byName(planted, 'ConfigMap', 'police-on-web-config').data as Record<string, string>).LOG_LEVL = 'debug';
    expect(unknownSettingProblems(planted)).toEqual(
      expect.arrayContaining([
        'Deployment/police-on-web-worker worker: DATABASE_URI is not a setting of the server',
        'Deployment/police-on-web-api api: LOG_LEVL is not a setting of the server',
        'Job/police-on-web-migrate migrate: LOG_LEVL is not a setting of the server',
      ]),
    );
  });

  it("give every setting of the README's table to every process, secrets by reference only", () => {
    const settings = readmeSettings();
    expect(settings).toEqual(
      expect.arrayContaining(['PORTAL_MODE', 'CONTACT_MAILBOX_FAQ', 'ZONE_WEBHOOK_SECRET']),
    );
    for (const { object, pod } of workloads(objects)) {
      const { values, secrets } = environmentOf(pod.containers[0]!, objects);
      const given = new Set([...Object.keys(values), ...Object.keys(secrets)]);
      expect(
        settings.filter((setting) => !given.has(setting)),
        object.metadata.name,
      ).toEqual([]);
      expect(Object.keys(secrets).sort(), object.metadata.name).toEqual([...SECRET_SETTINGS].sort());
      expect(Object.keys(values).filter((name) => SECRET_SETTINGS.includes(name))).toEqual([]);
      for (const reference of Object.values(secrets)) expect(reference.name).toBe('police-on-web-secrets');
    }
  });

  it('are a configuration the server accepts in production mode, the same for every process but ROLE', () => {
    const roles = {
      'police-on-web-api': 'api',
      'police-on-web-worker': 'worker',
      'police-on-web-migrate': 'migrate',
    };
    for (const [name, role] of Object.entries(roles)) {
      const config = loadConfig(processEnvironment(objects, name));
      expect(config.mode).toBe('production');
      expect(config.role).toBe(role);
      expect(config.s3?.bucket).toBeTruthy();
      expect(config.zoneDelivery.mode).toBe('webhook');
      const ports = Object.fromEntries(
        (container(objects, name).ports ?? []).map((port) => [port.name, port.containerPort]),
      );
      if (role !== 'migrate') expect(ports.metrics).toBe(config.metricsPort);
      if (role === 'api') expect(ports.http).toBe(config.port);
    }
    const { ROLE: _api, ...api } = processEnvironment(objects, 'police-on-web-api');
    const { ROLE: _worker, ...worker } = processEnvironment(objects, 'police-on-web-worker');
    const { ROLE: _migrate, ...migrate } = processEnvironment(objects, 'police-on-web-migrate');
    expect(worker).toEqual(api);
    expect(migrate).toEqual(api);
  });

  it('run every process non-root, read-only but DATA_DIR, without capabilities, with resources set', () => {
    expect(securityProblems(objects)).toEqual([]);
    const planted = copy();
    container(planted, 'police-on-web-api').securityContext!.readOnlyRootFilesystem = false;
    container(planted, 'police-on-web-worker').volumeMounts!.push({ name: 'tmp', mountPath: '/tmp' });
    delete container(planted, 'police-on-web-migrate').resources!.limits;
    expect(securityProblems(planted)).toEqual([
      'Job/police-on-web-migrate: migrate has no cpu limits',
      'Job/police-on-web-migrate: migrate has no memory limits',
      'Deployment/police-on-web-api: api root file system is writable',
      'Deployment/police-on-web-worker: worker: DATA_DIR (/data) must be its only writable mount',
    ]);
  });

  it("probe the API on its public port and the worker on the operator's, waiting for the migration", () => {
    const api = container(objects, 'police-on-web-api');
    const worker = container(objects, 'police-on-web-worker');
    expect(api.readinessProbe?.httpGet).toEqual({ path: '/index.php/api/health/ready', port: 'http' });
    expect(api.livenessProbe?.httpGet).toEqual({ path: '/index.php/api/health/live', port: 'http' });
    expect(worker.readinessProbe?.httpGet).toEqual({ path: '/health/ready', port: 'metrics' });
    expect(worker.livenessProbe?.httpGet).toEqual({ path: '/health/live', port: 'metrics' });
    const settings = processEnvironment(objects, 'police-on-web-api');
    for (const probed of [api, worker]) {
      // The start-up probe outlasts the wait for the migration Job (SCHEMA_WAIT_SECONDS).
      const { periodSeconds = 10, failureThreshold = 3 } = probed.startupProbe!;
      expect(periodSeconds * failureThreshold).toBeGreaterThan(Number(settings.SCHEMA_WAIT_SECONDS));
    }
    // Unready for a little longer than a readiness period, then the requests in flight (10 s at most).
    expect(Number(settings.DRAIN_SECONDS)).toBeGreaterThan(api.readinessProbe!.periodSeconds!);
    const grace = workload(objects, 'police-on-web-api').pod.terminationGracePeriodSeconds!;
    expect(grace).toBeGreaterThanOrEqual(Number(settings.DRAIN_SECONDS) + 10);
  });

  it('scale the API from two replicas up, keep one through disruptions, and refer to objects that exist', () => {
    expect(referenceProblems(rendered.base)).toEqual([]);
    expect(referenceProblems(objects)).toEqual([]);
    const hpa = byName(objects, 'HorizontalPodAutoscaler', 'police-on-web-api').spec as {
      minReplicas: number;
      maxReplicas: number;
    };
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.maxReplicas).toBeGreaterThan(hpa.minReplicas);
    // The autoscaler owns the API's replicas: an apply must not set them back.
    expect(
      (byName(objects, 'Deployment', 'police-on-web-api').spec as { replicas?: number }).replicas,
    ).toBeUndefined();
    expect(
      (byName(objects, 'Deployment', 'police-on-web-worker').spec as { replicas: number }).replicas,
    ).toBeGreaterThanOrEqual(2);

    const planted = copy();
    const service = byName(planted, 'Service', 'police-on-web-api').spec as {
      ports: { targetPort: string }[];
    };
    service.ports[0]!.targetPort = 'htpt';
    (
      byName(planted, 'HorizontalPodAutoscaler', 'police-on-web-api').spec as { minReplicas: number }
    ).minReplicas = 1;
    expect(referenceProblems(planted)).toEqual([
      'Service/police-on-web-api: targetPort htpt is no port of its pods',
      'HorizontalPodAutoscaler/police-on-web-api: fewer than 2 replicas',
    ]);
  });

  it('alert on the objectives, reading only metrics the server exports', async () => {
    expect(await ruleProblems(objects)).toEqual([]);
    expect(sloProblems(objects)).toEqual([]);
    const rules = (
      byName(objects, 'PrometheusRule', 'police-on-web-slo').spec as {
        groups: { rules: { alert?: string; labels?: Record<string, string> }[] }[];
      }
    ).groups.flatMap((group) => group.rules);
    const objectives = new Set(rules.map((rule) => rule.labels?.slo).filter(Boolean));
    expect([...objectives].sort()).toEqual([
      'availability',
      'latency-1s',
      'latency-200ms',
      'zone-1h',
      'zone-5m',
    ]);

    const planted = copy();
    const group = (
      byName(planted, 'PrometheusRule', 'police-on-web-slo').spec as {
        groups: {
          rules: { record?: string; alert?: string; expr: string; labels?: Record<string, string> }[];
        }[];
      }
    ).groups[0]!;
    group.rules.push(
      { record: 'pow_slo:typo', expr: 'sum(rate(pow_http_request_total[5m]))' },
      {
        record: 'pow_slo:bucket',
        expr: 'sum(rate(pow_http_request_duration_seconds_bucket{le="0.25"}[5m]))',
      },
      {
        record: 'pow_slo:label',
        expr: 'sum(rate(pow_http_request_duration_seconds_count{status="500"}[5m]))',
      },
      { alert: 'PowBroken', expr: 'sum(rate(pow_http_requests_total[5m]) >', labels: { severity: 'page' } },
    );
    expect(await ruleProblems(planted)).toEqual([
      'pow_slo:typo: reads pow_http_request_total, which no process exports',
      'pow_slo:bucket: pow_http_request_duration_seconds_bucket has no bucket le="0.25"',
      'pow_slo:label: pow_http_request_duration_seconds_count has no label status',
      'PowBroken: does not parse at character 39: sum(rate(pow_http_requests_total[5m]) >',
    ]);
  });

  it('agree with the image: its settings, ports, data folder, user and Node', () => {
    const { stages, globalArgs } = parseContainerfile();
    const runtime = stages.at(-1)!;
    const env = Object.assign(
      {},
      ...runtime.instructions.filter((i) => i.keyword === 'ENV').map((i) => parseAssignments(i.args)),
    ) as Record<string, string>;
    expect(Object.keys(env).filter((name) => !KNOWN_SETTINGS.includes(name))).toEqual([]);
    const api = processEnvironment(objects, 'police-on-web-api');
    expect({ PORT: env.PORT, METRICS_PORT: env.METRICS_PORT, DATA_DIR: env.DATA_DIR }).toEqual({
      PORT: api.PORT,
      METRICS_PORT: api.METRICS_PORT,
      DATA_DIR: api.DATA_DIR,
    });
    const [uid, gid] = runtime.instructions
      .find((i) => i.keyword === 'USER')!
      .args.split(':')
      .map(Number);
    for (const { pod } of workloads(objects))
      expect(pod.securityContext).toMatchObject({ runAsUser: uid, runAsGroup: gid, fsGroup: gid });
    // The image's Node is the one the project runs on (the root devDependency `node`).
    const rootPackage = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
    );
    const major = String(rootPackage.devDependencies.node).split('.')[0];
    expect(globalArgs.NODE_IMAGE).toMatch(new RegExp(`/node:${major}-`));
  });
});
