import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as parsed from YAML. */
export type KubeObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
};

type Json = Record<string, unknown>;

interface Kustomization {
  namespace?: string;
  resources?: string[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  patches?: { path: string }[];
}

/** The kinds that live in no namespace, among those the manifests use. */
const CLUSTER_SCOPED = new Set(['Namespace']);

/** Lists a strategic merge patch merges item by item, by the key named (the others it replaces). */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
};

const KUSTOMIZATION_FIELDS = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'images', 'patches']);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseYaml(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((document) => {
    if (document.errors.length) throw new Error(`${file}: ${document.errors[0]!.message}`);
    return document.toJS();
  });
}

/** A strategic merge patch as Kustomize applies it, for the fields these manifests patch. */
export function mergePatch(target: unknown, patch: unknown, key?: string): unknown {
  if (isObject(target) && isObject(patch)) {
    const merged: Json = { ...target };
    for (const [name, value] of Object.entries(patch)) {
      // null deletes the field, as in a strategic merge patch.
      if (value === null) delete merged[name];
      else merged[name] = mergePatch(target[name], value, name);
    }
    return merged;
  }
  const mergeKey = key ? MERGE_KEYS[key] : undefined;
  if (mergeKey && Array.isArray(target) && Array.isArray(patch)) {
    const merged = [...target];
    for (const item of patch as Json[]) {
      const at = merged.findIndex((existing) => isObject(existing) && existing[mergeKey] === item[mergeKey]);
      if (at === -1) merged.push(item);
      else merged[at] = mergePatch(merged[at], item);
    }
    return merged;
  }
  return patch;
}

const podSpecOf = (object: KubeObject): Json | undefined => {
  const spec = object.spec as Json | undefined;
  const template = spec?.template as Json | undefined;
  return template?.spec as Json | undefined;
};

/**
 * The objects `kubectl kustomize <dir>` gives, for the subset of Kustomize these manifests use:
 * `resources` (files and directories), `namespace`, `images` and `patches` (strategic merge patches
 * found by kind and name). Any other field is refused rather than ignored.
 */
export function renderKustomization(directory: string): KubeObject[] {
  const [kustomization] = parseYaml(path.join(directory, 'kustomization.yaml')) as Kustomization[];
  if (!kustomization) throw new Error(`${directory}: empty kustomization.yaml`);
  const unknown = Object.keys(kustomization).filter((field) => !KUSTOMIZATION_FIELDS.has(field));
  if (unknown.length) throw new Error(`${directory}: kustomization fields not rendered here: ${unknown}`);

  let objects: KubeObject[] = (kustomization.resources ?? []).flatMap((resource) => {
    const target = path.join(directory, resource);
    return statSync(target).isDirectory()
      ? renderKustomization(target)
      : (parseYaml(target).filter(Boolean) as KubeObject[]);
  });

  for (const { path: patchFile } of kustomization.patches ?? []) {
    for (const patch of parseYaml(path.join(directory, patchFile)) as KubeObject[]) {
      const at = objects.findIndex(
        (object) => object.kind === patch.kind && object.metadata.name === patch.metadata.name,
      );
      if (at === -1) throw new Error(`${patchFile}: no ${patch.kind} ${patch.metadata.name} to patch`);
      objects[at] = mergePatch(objects[at], patch) as KubeObject;
    }
  }

  if (kustomization.namespace) {
    const namespace = kustomization.namespace;
    objects = objects.map((object) =>
      CLUSTER_SCOPED.has(object.kind) ? object : { ...object, metadata: { ...object.metadata, namespace } },
    );
  }

  for (const image of kustomization.images ?? []) {
    for (const object of objects) {
      const pod = podSpecOf(object);
      for (const container of [
        ...((pod?.containers as Json[]) ?? []),
        ...((pod?.initContainers as Json[]) ?? []),
      ]) {
        const [name, tag] = String(container.image).split(/:(?=[^/]*$)/);
        if (name !== image.name) continue;
        const newTag = image.newTag === undefined ? tag : String(image.newTag);
        const suffix = image.digest ? `@${image.digest}` : newTag ? `:${newTag}` : '';
        container.image = `${image.newName ?? name}${suffix}`;
      }
    }
  }
  return objects;
}
