import {useEffect, useId, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import MDXComponents from '@theme/MDXComponents';

import useProvider from '@site/src/hooks/useProvider';
import {
  DEFAULT_LIMITS,
  SAMPLE_DOMAIN,
  debugBlock,
  limitsBlock,
  mailRecords,
  readDomain,
  redirectsBlock,
  type DmarcPolicy,
  type GeneratorKind,
  type LimitFormat,
  type LimitValues,
  type MainHost,
} from './build';
import {
  EMPTY_READER,
  readReader,
  writeReader,
  type ReaderValues,
} from './reader';
import styles from './styles.module.css';

/**
 * The notes are the articles' own admonitions, taken from MDXComponents
 * rather than from @theme/Admonition: this chunk then needs the same
 * modules as every article's MDX components chunk, and the bundler keeps
 * that chunk whole. Importing @theme/CodeBlock alone split it in two and
 * added 0.5 KB to every article's first load (PATCHES.md's budget).
 */
const Admonition = MDXComponents.admonition;

function Note({children}: {children: ReactNode}): ReactNode {
  return <Admonition type="warning">{children}</Admonition>;
}

export interface FormProps {
  kind: GeneratorKind;
}

/**
 * The reader's domain and mailbox: read from the browser after hydration,
 * written on each change. `kept` is false when storage is refused.
 */
function useReader(): {
  values: ReaderValues;
  kept: boolean;
  set: (field: keyof ReaderValues, value: string) => void;
} {
  const [values, setValues] = useState(EMPTY_READER);
  const [kept, setKept] = useState(true);
  useEffect(() => {
    const saved = readReader();
    if (saved) setValues(saved);
    else setKept(false);
  }, []);
  const set = (field: keyof ReaderValues, value: string): void => {
    setValues((current) => {
      const next = {...current, [field]: value};
      if (!writeReader(next)) setKept(false);
      return next;
    });
  };
  return {values, kept, set};
}

function NotKept({kept}: {kept: boolean}): ReactNode {
  return kept ? null : (
    <Note>
      Браузер запретил сохранять данные, поэтому на другой странице домен
      придётся вписать снова. Здесь всё работает.
    </Note>
  );
}

function Field({
  label,
  hint,
  value,
  error,
  onChange,
  placeholder,
  multiline = false,
  numeric = false,
  disabled = false,
}: {
  label: string;
  hint?: ReactNode;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  placeholder?: string;
  multiline?: boolean;
  numeric?: boolean;
  disabled?: boolean;
}): ReactNode {
  const id = useId();
  const described =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    value,
    placeholder,
    disabled,
    spellCheck: false,
    autoComplete: 'off',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: styles.input,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={numeric ? 'numeric' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly {value: T; label: ReactNode}[];
  value: T;
  onChange: (value: T) => void;
}): ReactNode {
  const name = useId();
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}): ReactNode {
  return (
    <label className={styles.option}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

function MailForm(): ReactNode {
  const {hosting} = useProvider();
  const {values, kept, set} = useReader();
  const [policy, setPolicy] = useState<DmarcPolicy>('none');
  const [spf, setSpf] = useState('');
  const [dkimKey, setDkimKey] = useState('');
  const result = mailRecords({...values, policy, spf, dkimKey}, hosting);
  const {records, errors, domain} = result;
  return (
    <>
      <div className={styles.fields}>
        <Field
          label="Домен сайта"
          value={values.domain}
          placeholder={SAMPLE_DOMAIN}
          error={values.domain ? errors.domain : undefined}
          onChange={(value) => set('domain', value)}
        />
        <Field
          label="Ящик для отчётов DMARC"
          hint="Сюда почтовые службы будут присылать отчёты о письмах от вашего домена."
          value={values.mailbox}
          placeholder={`admin@${domain}`}
          error={errors.mailbox}
          onChange={(value) => set('mailbox', value)}
        />
      </div>
      <NotKept kept={kept} />
      <Choice
        legend="Что делать получателю с письмом, которое не прошло SPF и DKIM"
        value={policy}
        onChange={setPolicy}
        options={[
          {value: 'none', label: 'Ничего, только присылать отчёты (p=none)'},
          {value: 'quarantine', label: 'Помещать в спам (p=quarantine)'},
          {value: 'reject', label: 'Отклонять (p=reject)'},
        ]}
      />
      <Field
        label="Запись SPF, которая у домена уже есть (необязательно)"
        hint="Вставьте её значение: хостинг добавится в неё, и запись SPF останется одна."
        value={spf}
        multiline
        placeholder="v=spf1 …"
        error={errors.spf}
        onChange={setSpf}
      />
      <Field
        label="Открытый ключ DKIM из панели (необязательно)"
        hint={
          <>
            Ключ появится, когда вы включите подпись в разделе{' '}
            <strong>{hosting.dkimPath}</strong>.
          </>
        }
        value={dkimKey}
        multiline
        placeholder="v=DKIM1; k=rsa; p=MIIB…"
        error={errors.dkimKey}
        onChange={setDkimKey}
      />
      <p className={styles.lead}>
        Добавьте в DNS домена {domain} записи ниже: имя, тип и значение каждой —
        в свои поля формы.
      </p>
      {records.map((record) => (
        <CodeBlock
          key={record.name}
          language="text"
          title={`Имя: ${record.name === '@' ? `@ (сам домен ${domain})` : record.name} · Тип: ${record.type}`}>
          {record.value}
        </CodeBlock>
      ))}
      {result.foreignReports && (
        <p className={styles.note}>
          Ящик для отчётов — на другом домене. Почтовые службы пришлют туда
          отчёты, только если этот домен разрешит их своей записью (RFC 7489,
          раздел 7.1). Проще взять ящик на домене {domain}.
        </p>
      )}
    </>
  );
}

function DebugForm(): ReactNode {
  const [where, setWhere] = useState<'default' | 'path'>('default');
  const [logPath, setLogPath] = useState('');
  const [display, setDisplay] = useState(false);
  const [scriptDebug, setScriptDebug] = useState(false);
  const [saveQueries, setSaveQueries] = useState(false);
  const block = debugBlock({
    logPath: where === 'path' ? logPath : '',
    display,
    scriptDebug,
    saveQueries,
  });
  return (
    <>
      <Choice
        legend="Куда записывать ошибки"
        value={where}
        onChange={setWhere}
        options={[
          {value: 'default', label: 'В файл wp-content/debug.log'},
          {value: 'path', label: 'В свой файл за пределами публичной папки'},
        ]}
      />
      {where === 'path' && (
        <Field
          label="Полный путь к файлу журнала"
          value={logPath}
          placeholder="/home/user/logs/wp-errors.log"
          error={logPath ? (block.ok ? undefined : block.error) : undefined}
          onChange={setLogPath}
        />
      )}
      <fieldset className={styles.choice}>
        <legend>Дополнительно</legend>
        <Check
          label="Показывать ошибки и на страницах сайта"
          checked={display}
          onChange={setDisplay}
        />
        <Check
          label="Загружать несжатые скрипты и стили ядра (SCRIPT_DEBUG)"
          checked={scriptDebug}
          onChange={setScriptDebug}
        />
        <Check
          label="Сохранять запросы к базе данных (SAVEQUERIES)"
          checked={saveQueries}
          onChange={setSaveQueries}
        />
      </fieldset>
      {display && (
        <Note>
          Ошибки вместе с путями к файлам сервера увидят все посетители.
          Включайте вывод только на копии сайта, не на рабочем.
        </Note>
      )}
      <CodeBlock language="php" title="wp-config.php">
        {block.text}
      </CodeBlock>
    </>
  );
}

function RedirectsForm(): ReactNode {
  const {values, kept, set} = useReader();
  const [main, setMain] = useState<MainHost>('bare');
  const domain = readDomain(values.domain);
  const name = domain.ok ? domain.value : SAMPLE_DOMAIN;
  return (
    <>
      <Field
        label="Домен сайта"
        value={values.domain}
        placeholder={SAMPLE_DOMAIN}
        error={values.domain && !domain.ok ? domain.error : undefined}
        onChange={(value) => set('domain', value)}
      />
      <NotKept kept={kept} />
      <Choice
        legend="Главный адрес сайта"
        value={main}
        onChange={setMain}
        options={[
          {value: 'bare', label: `https://${name} — без www`},
          {value: 'www', label: `https://www.${name}`},
          {value: 'keep', label: 'Оставить как есть, только перейти на HTTPS'},
        ]}
      />
      <CodeBlock language="apacheconf" title={`.htaccess — для домена ${name}`}>
        {redirectsBlock(name, main)}
      </CodeBlock>
    </>
  );
}

function LimitsForm(): ReactNode {
  const [format, setFormat] = useState<LimitFormat>('user-ini');
  const [values, setValues] = useState<LimitValues>(DEFAULT_LIMITS);
  const {text, errors} = limitsBlock(values, format);
  const field = (name: keyof LimitValues, label: string): ReactNode => (
    <Field
      label={label}
      value={values[name]}
      numeric
      error={errors[name]}
      onChange={(value) =>
        setValues((current) => ({...current, [name]: value}))
      }
    />
  );
  return (
    <>
      <Choice
        legend="Куда записать настройки"
        value={format}
        onChange={setFormat}
        options={[
          {value: 'user-ini', label: 'Файл .user.ini (PHP-FPM, FastCGI)'},
          {value: 'php-value', label: 'Файл .htaccess (PHP — модуль Apache)'},
        ]}
      />
      <div className={styles.fields}>
        {field('memory', 'memory_limit, МБ')}
        {field('upload', 'upload_max_filesize, МБ')}
        {field('post', 'post_max_size, МБ')}
        {field('time', 'max_execution_time, секунды')}
      </div>
      <CodeBlock
        language={format === 'user-ini' ? 'ini' : 'apacheconf'}
        title={format === 'user-ini' ? '.user.ini' : '.htaccess'}>
        {text}
      </CodeBlock>
    </>
  );
}

const FORMS: Record<GeneratorKind, () => ReactNode> = {
  mail: MailForm,
  debug: DebugForm,
  redirects: RedirectsForm,
  'php-limits': LimitsForm,
};

/** The form of one generator and its live output (./index.tsx loads it). */
export default function Form({kind}: FormProps): ReactNode {
  const Kind = FORMS[kind];
  return <Kind />;
}
