import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Each attempt of a queue job, for the console's timeline (duration and error per attempt). */
@Entity('job_runs')
export class JobRunEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId!: string | null;

  @Column({ type: 'varchar', length: 32 })
  queue!: string;

  @Column({ name: 'job_name', type: 'varchar', length: 64 })
  jobName!: string;

  @Column({ name: 'job_id', type: 'varchar', length: 64 })
  jobId!: string;

  @Column({ type: 'integer' })
  attempt!: number;

  @Column({ type: 'varchar', length: 16 })
  outcome!: 'running' | 'completed' | 'failed' | 'retrying';

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'duration_ms', type: 'integer', nullable: true })
  durationMs!: number | null;

  @Column({ name: 'started_at', type: 'timestamptz' })
  startedAt!: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
