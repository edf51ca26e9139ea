import { buildSchema, graphql } from "graphql";
import type {
  StandInCommit,
  StandInPullRequest,
  StandInRepository,
} from "./stand-in-github-repository";

/**
 * GitHub's GraphQL API as the stand-in GitHub answers it: the part of GitHub's schema the CMS's
 * GitHub backend queries (its branch, file list, blobs, history, editorial-workflow branches and
 * pull requests, and the commit and branch mutations), executed by graphql-js. A query for a
 * field outside this schema fails with GraphQL's own error naming the field, as a test should.
 */
const SCHEMA = buildSchema(`
  scalar GitObjectID
  scalar DateTime
  scalar URI

  type Query {
    repository(owner: String!, name: String!): Repository
    node(id: ID!): Node
  }

  type Mutation {
    createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload
    createRef(input: CreateRefInput!): CreateRefPayload
    convertPullRequestToDraft(input: PullRequestIdInput!): PullRequestPayload
    markPullRequestReadyForReview(input: PullRequestIdInput!): PullRequestPayload
  }

  interface Node { id: ID! }
  interface GitObject { id: ID!, oid: GitObjectID! }

  enum OrderDirection { ASC DESC }
  enum IssueOrderField { CREATED_AT UPDATED_AT COMMENTS }
  enum PullRequestOrderField { CREATED_AT UPDATED_AT }
  enum PullRequestState { OPEN CLOSED MERGED }
  enum RepositoryAffiliation { OWNER COLLABORATOR ORGANIZATION_MEMBER }
  enum PatchStatus { ADDED DELETED RENAMED COPIED MODIFIED CHANGED }
  enum DeploymentOrderField { CREATED_AT }
  input IssueOrder { field: IssueOrderField!, direction: OrderDirection! }
  input DeploymentOrder { field: DeploymentOrderField!, direction: OrderDirection! }

  type Repository implements Node {
    id: ID!
    nameWithOwner: String!
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    refs(refPrefix: String!, first: Int): RefConnection
    object(oid: GitObjectID, expression: String): GitObject
    pullRequests(
      states: [PullRequestState!]
      labels: [String!]
      headRefName: String
      first: Int
      orderBy: IssueOrder
    ): PullRequestConnection!
    forks(ownerAffiliations: [RepositoryAffiliation], first: Int): RepositoryConnection!
  }
  type RepositoryConnection { nodes: [Repository] }

  type Ref { id: ID!, name: String!, target: GitObject }
  type RefConnection { nodes: [Ref] }

  type User implements Node {
    id: ID!
    login: String!
    name: String
    email: String
    databaseId: Int
    avatarUrl: URI
  }
  type GitActor { name: String, email: String, avatarUrl: URI, user: User }

  type Commit implements GitObject & Node {
    id: ID!
    oid: GitObjectID!
    message: String!
    committedDate: DateTime!
    author: GitActor
    history(first: Int, path: String): CommitHistoryConnection!
    file(path: String!): TreeEntry
    status: Status
    deployments(last: Int, orderBy: DeploymentOrder): DeploymentConnection
    checkSuites(last: Int): CheckSuiteConnection
  }
  type CommitHistoryConnection { nodes: [Commit] }
  type TreeEntry { oid: GitObjectID!, path: String }
  type Status { contexts: [StatusContext!]! }
  type StatusContext { context: String, state: String, targetUrl: URI, description: String }
  type DeploymentConnection { nodes: [Deployment] }
  type Deployment { environment: String }
  type CheckSuiteConnection { nodes: [CheckSuite] }
  type CheckSuite { id: ID }

  type Blob implements GitObject & Node {
    id: ID!
    oid: GitObjectID!
    text: String
    isTruncated: Boolean!
    isBinary: Boolean
    byteSize: Int!
  }

  type PullRequest implements Node {
    id: ID!
    number: Int!
    title: String!
    url: URI!
    state: PullRequestState!
    isDraft: Boolean!
    isCrossRepository: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
    headRefName: String!
    headRefOid: GitObjectID!
    headRepositoryOwner: User
    author: User
    labels(first: Int): LabelConnection
    files(first: Int): PullRequestChangedFileConnection
  }
  type PullRequestConnection { totalCount: Int!, nodes: [PullRequest] }
  type LabelConnection { nodes: [Label] }
  type Label { name: String! }
  type PullRequestChangedFileConnection { nodes: [PullRequestChangedFile] }
  type PullRequestChangedFile { path: String!, changeType: PatchStatus! }

  input CommittableBranch { repositoryNameWithOwner: String, branchName: String, id: ID }
  input FileAddition { path: String!, contents: String! }
  input FileDeletion { path: String! }
  input FileChanges { additions: [FileAddition!], deletions: [FileDeletion!] }
  input CommitMessage { headline: String!, body: String }
  input CreateCommitOnBranchInput {
    branch: CommittableBranch!
    expectedHeadOid: GitObjectID!
    fileChanges: FileChanges
    message: CommitMessage!
    clientMutationId: String
  }
  type CreateCommitOnBranchPayload { commit: Commit }
  input CreateRefInput { repositoryId: ID!, name: String!, oid: GitObjectID! }
  type CreateRefPayload { ref: Ref }
  input PullRequestIdInput { pullRequestId: ID! }
  type PullRequestPayload { pullRequest: PullRequest }
`);

/** The organiser the stand-in signs in: GitHub's `viewer`. */
export interface StandInUser {
  readonly id: number;
  readonly login: string;
  readonly name: string;
  readonly email: string;
}

const STATUS_CHANGE = { added: "ADDED", removed: "DELETED", modified: "MODIFIED" } as const;

/** graphql-js objects: plain values, and methods that take a field's arguments. */
function gitObjects(repository: StandInRepository, user: StandInUser, webUrl: string) {
  const userNode = {
    __typename: "User",
    id: `U_${user.id}`,
    login: user.login,
    name: user.name,
    email: user.email,
    databaseId: user.id,
    avatarUrl: `${webUrl}/avatars/${user.login}`,
  };
  const actor = {
    name: user.name,
    email: user.email,
    avatarUrl: userNode.avatarUrl,
    user: userNode,
  };

  const blob = (oid: string) => {
    const bytes = repository.blobs.get(oid);
    if (!bytes) return null;
    const binary = bytes.includes(0);
    return {
      __typename: "Blob",
      id: `B_${oid}`,
      oid,
      text: binary ? null : bytes.toString("utf8"),
      isTruncated: false,
      isBinary: binary,
      byteSize: bytes.length,
    };
  };

  const commit = (value: StandInCommit): Record<string, unknown> => ({
    __typename: "Commit",
    id: `C_${value.oid}`,
    oid: value.oid,
    message: value.message,
    committedDate: value.committedDate,
    author: actor,
    history: ({ first = 100, path }: { first?: number; path?: string }) => {
      const nodes: Record<string, unknown>[] = [];
      for (let at: StandInCommit | undefined = value; at && nodes.length < first;) {
        const parent: StandInCommit | undefined = at.parent
          ? repository.commits.get(at.parent)
          : undefined;
        if (!path || at.tree.get(path) !== parent?.tree.get(path)) nodes.push(commit(at));
        at = parent;
      }
      return { nodes };
    },
    file: ({ path }: { path: string }) => {
      const oid = value.tree.get(path);
      return oid ? { oid, path } : null;
    },
    status: repository.statuses.has(value.oid)
      ? { contexts: repository.statuses.get(value.oid) }
      : null,
    deployments: { nodes: [] },
    checkSuites: { nodes: [] },
  });

  const ref = (name: string) => {
    const target = repository.resolve(name);
    return target ? { id: `REF_${name}`, name, target: commit(target) } : null;
  };

  const pullRequest = (value: StandInPullRequest) => {
    const changed = repository.changedFiles(value.base, value.head);
    return {
      __typename: "PullRequest",
      id: value.id,
      number: value.number,
      title: value.title,
      url: `${webUrl}/${repository.nameWithOwner}/pull/${value.number}`,
      state: value.state,
      isDraft: value.draft,
      isCrossRepository: false,
      createdAt: value.createdAt,
      updatedAt: value.updatedAt,
      headRefName: value.head,
      headRefOid: repository.branches.get(value.head) ?? "",
      headRepositoryOwner: { ...userNode, login: repository.owner },
      author: userNode,
      labels: () => ({ nodes: value.labels.map((name) => ({ name })) }),
      files: () => ({
        nodes: changed.map(({ filename, status }) => ({
          path: filename,
          changeType: STATUS_CHANGE[status as keyof typeof STATUS_CHANGE] ?? "CHANGED",
        })),
      }),
    };
  };

  interface PullFilter {
    states?: string[];
    labels?: string[];
    headRefName?: string;
    first?: number;
  }
  const pullRequests = ({ states, labels, headRefName, first = 100 }: PullFilter) => {
    const matching = repository.pullRequests.filter(
      (pull) =>
        (!states || states.includes(pull.state)) &&
        (!labels || pull.labels.some((label) => labels.includes(label))) &&
        (!headRefName || pull.head === headRefName),
    );
    return { totalCount: matching.length, nodes: matching.slice(0, first).map(pullRequest) };
  };

  const repositoryNode = {
    __typename: "Repository",
    id: repository.id,
    nameWithOwner: repository.nameWithOwner,
    defaultBranchRef: { id: "REF_default", name: repository.defaultBranch },
    ref: ({ qualifiedName }: { qualifiedName: string }) =>
      ref(qualifiedName.replace(/^refs\/heads\//, "")),
    refs: ({ refPrefix, first = 100 }: { refPrefix: string; first?: number }) => ({
      nodes: [...repository.branches.keys()]
        .map((name) => `refs/heads/${name}`)
        .filter((name) => name.startsWith(refPrefix))
        .slice(0, first)
        .map((name) => ref(name.slice("refs/heads/".length)))
        .map((found) => found && { ...found, name: found.name.slice(refPrefix.length - 11) }),
    }),
    object: ({ oid, expression }: { oid?: string; expression?: string }) => {
      const id = oid ?? (expression ? repository.blobAt(expression) : undefined);
      if (!id) return null;
      const asCommit = repository.commits.get(id);
      return asCommit ? commit(asCommit) : blob(id);
    },
    pullRequests,
    forks: { nodes: [] },
  };

  return { repositoryNode, commit, ref, pullRequest };
}

interface CommitInput {
  branch: { repositoryNameWithOwner?: string; branchName?: string };
  expectedHeadOid: string;
  fileChanges?: {
    additions?: { path: string; contents: string }[];
    deletions?: { path: string }[];
  };
  message: { headline: string; body?: string };
}

/** Runs one GraphQL request against the repository; the JSON body GitHub would answer. */
export async function answerGraphql(
  repository: StandInRepository,
  user: StandInUser,
  webUrl: string,
  request: { query: string; variables?: Record<string, unknown> },
): Promise<unknown> {
  const { repositoryNode, commit, ref, pullRequest } = gitObjects(repository, user, webUrl);
  const matches = (owner: string, name: string) =>
    `${owner}/${name}`.toLowerCase() === repository.nameWithOwner.toLowerCase();
  const rootValue = {
    repository: ({ owner, name }: { owner: string; name: string }) =>
      matches(owner, name) ? repositoryNode : null,
    node: ({ id }: { id: string }) => {
      const pull = repository.pullRequests.find((candidate) => candidate.id === id);
      return pull ? pullRequest(pull) : null;
    },
    createCommitOnBranch: ({ input }: { input: CommitInput }) => {
      const { repositoryNameWithOwner = "", branchName = "" } = input.branch;
      if (repositoryNameWithOwner.toLowerCase() !== repository.nameWithOwner.toLowerCase()) {
        throw new Error(`no repository ${repositoryNameWithOwner}`);
      }
      const made = repository.commitOnBranch(
        branchName,
        input.expectedHeadOid,
        input.message.headline,
        input.fileChanges?.additions ?? [],
        input.fileChanges?.deletions ?? [],
      );
      return { commit: commit(made) };
    },
    createRef: ({ input }: { input: { repositoryId: string; name: string; oid: string } }) => {
      const name = input.name.replace(/^refs\/heads\//, "");
      if (input.repositoryId !== repository.id) throw new Error("no such repository");
      if (repository.branches.has(name)) throw new Error(`A ref named "${name}" already exists`);
      if (!repository.commits.has(input.oid)) throw new Error(`no commit ${input.oid}`);
      repository.branches.set(name, input.oid);
      return { ref: ref(name) };
    },
    convertPullRequestToDraft: ({ input }: { input: { pullRequestId: string } }) =>
      setDraft(input.pullRequestId, true),
    markPullRequestReadyForReview: ({ input }: { input: { pullRequestId: string } }) =>
      setDraft(input.pullRequestId, false),
  };
  function setDraft(id: string, draft: boolean) {
    const pull = repository.pullRequests.find((candidate) => candidate.id === id);
    if (!pull) throw new Error(`no pull request ${id}`);
    pull.draft = draft;
    pull.updatedAt = new Date().toISOString();
    return { pullRequest: pullRequest(pull) };
  }
  return graphql({
    schema: SCHEMA,
    source: request.query,
    rootValue,
    variableValues: request.variables,
  });
}
