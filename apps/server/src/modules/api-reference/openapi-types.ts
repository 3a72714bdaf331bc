/** The parts of OpenAPI 3.1 this server's document uses. */

export type JsonSchema = Record<string, unknown>;

export interface MediaType {
  schema: JsonSchema;
  example?: unknown;
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  /** Empty: no authentication. */
  security: Record<string, string[]>[];
  parameters?: {
    name: string;
    in: 'header' | 'path' | 'query';
    required: boolean;
    description: string;
    schema: JsonSchema;
  }[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, { description: string; content?: Record<string, MediaType> }>;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
}
