import type { Rule } from 'eslint';

export type FeatureGraph = Map<string, Map<string, string[]>>;
export declare function serverDependency(file: string, target: string): string | undefined;
export declare function featureGraph(root: string): FeatureGraph;
export declare function pathBetween(graph: FeatureGraph, from: string, to: string, skip?: Set<string>): string[] | null;
export declare function featureCycles(graph: FeatureGraph): string[][];
export declare const featureCyclesRule: Rule.RuleModule;
