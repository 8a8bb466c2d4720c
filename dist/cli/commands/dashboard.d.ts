export declare const DEFAULT_OUT = "qgate-dashboard.html";
export declare const dashboardHelp: string;
export declare const dashboardCommand: (argv: string[]) => Promise<number>;
