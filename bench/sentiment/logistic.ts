/** @module trainLogistic: full-batch multinomial logistic regression (Adam, L2, class weights) over sparse bags. */
import type { FeatureBag } from '../../src/service/enrich/sentiment/features-en';
import { softmax } from '../../src/service/enrich/sentiment/model';

export interface LabelledBag {
  bag: FeatureBag;
  label: number;
  /** Loss weight of this row (default 1), multiplied with its class weight. */
  weight?: number;
}

export interface LogisticOptions {
  classes: number;
  l2: number;
  epochs: number;
  learningRate: number;
  /** Per-class loss weight. */
  classWeights: number[];
}

export interface LogisticWeights {
  vocabulary: string[];
  weights: Float64Array;
  bias: number[];
}

interface Sparse {
  idx: number[];
  val: number[];
  label: number;
  weight: number;
}

function index(data: LabelledBag[], vocabulary: string[]): Sparse[] {
  const ids = new Map(vocabulary.map((f, i) => [f, i]));
  return data.map(({ bag, label, weight = 1 }) => {
    const idx: number[] = [];
    const val: number[] = [];
    for (const [key, value] of bag) {
      const id = ids.get(key);
      if (id === undefined) continue;
      idx.push(id);
      val.push(value);
    }
    return { idx, val, label, weight };
  });
}

/** Deterministic: full-batch gradients summed in data order, no randomness inside. */
export function trainLogistic(
  data: LabelledBag[],
  vocabulary: string[],
  o: LogisticOptions,
): LogisticWeights {
  const K = o.classes;
  const P = vocabulary.length * K + K;
  const theta = new Float64Array(P);
  const m = new Float64Array(P);
  const v = new Float64Array(P);
  const rows = index(data, vocabulary);
  const rowWeight = (r: Sparse): number => (o.classWeights[r.label] ?? 1) * r.weight;
  const total = rows.reduce((s, r) => s + rowWeight(r), 0);
  const biasAt = vocabulary.length * K;
  for (let epoch = 1; epoch <= o.epochs; epoch += 1) {
    const grad = new Float64Array(P);
    for (const row of rows) {
      const logits = theta.slice(biasAt, biasAt + K) as Float64Array;
      row.idx.forEach((id, j) => {
        for (let k = 0; k < K; k += 1)
          logits[k] = (logits[k] ?? 0) + (theta[id * K + k] ?? 0) * (row.val[j] ?? 0);
      });
      const p = softmax([...logits]);
      const cw = rowWeight(row) / total;
      for (let k = 0; k < K; k += 1) {
        const err = ((p[k] ?? 0) - (k === row.label ? 1 : 0)) * cw;
        grad[biasAt + k] = (grad[biasAt + k] ?? 0) + err;
        row.idx.forEach((id, j) => {
          grad[id * K + k] = (grad[id * K + k] ?? 0) + err * (row.val[j] ?? 0);
        });
      }
    }
    adamStep(theta, grad, m, v, epoch, o, biasAt);
  }
  return { vocabulary, weights: theta.slice(0, biasAt), bias: [...theta.slice(biasAt)] };
}

function adamStep(
  theta: Float64Array,
  grad: Float64Array,
  m: Float64Array,
  v: Float64Array,
  t: number,
  o: LogisticOptions,
  biasAt: number,
): void {
  const [b1, b2, eps] = [0.9, 0.999, 1e-8];
  for (let i = 0; i < theta.length; i += 1) {
    const g = (grad[i] ?? 0) + (i < biasAt ? o.l2 * (theta[i] ?? 0) : 0);
    m[i] = b1 * (m[i] ?? 0) + (1 - b1) * g;
    v[i] = b2 * (v[i] ?? 0) + (1 - b2) * g * g;
    const mh = (m[i] ?? 0) / (1 - b1 ** t);
    const vh = (v[i] ?? 0) / (1 - b2 ** t);
    theta[i] = (theta[i] ?? 0) - (o.learningRate * mh) / (Math.sqrt(vh) + eps);
  }
}
