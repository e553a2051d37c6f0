export declare const E2E_PREVIEW_SECRET: string;
export declare const E2E_REVALIDATE_SECRET: string;
export declare const E2E_APP_NOW: string;
export declare function e2eServer(port?: number): {
  port: number;
  baseURL: string;
  distDir: string;
  dataDir: string;
  env: Record<string, string>;
};
