import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { token, type Token } from 'styled-system/tokens';
import { semanticTokens } from './semantic-tokens';
import { tokens } from './tokens';

/**
 * The design tokens the app is built from (Panda CSS: `src/shared/ui/theme/`). Components use the
 * semantic colours, which switch for dark mode; the raw scales sit under them.
 */

type Tree = { [key: string]: Tree | { value: unknown } };
const isLeaf = (node: Tree[string]): node is { value: unknown } => 'value' in node;

/** The dotted names of every token under `tree` ("bg.canvas", "brand.solid" …). */
function tokenNames(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, node]) => (isLeaf(node) ? [`${prefix}${key}`] : tokenNames(node, `${prefix}${key}.`)));
}

const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' });
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: '3' });
const label = css({ fontSize: 'xs', fontFamily: 'mono', color: 'fg.muted', wordBreak: 'break-all' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={css({ mb: '8' })}>
      <h2 className={sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Swatch({ name }: { name: string }) {
  return (
    <div className={css({ display: 'grid', gap: '1.5' })}>
      <div className={css({ h: '12', rounded: 'control', borderWidth: '1px', borderColor: 'border.default' })} style={{ background: token.var(`colors.${name}` as Token) }} />
      <span className={label}>{name}</span>
    </div>
  );
}

function ColourTokens() {
  const groups = Object.entries(semanticTokens.colors as Tree);
  return (
    <div>
      {groups.map(([group, node]) => (
        <Section key={group} title={group}>
          <div className={grid}>
            {(isLeaf(node) ? [group] : tokenNames(node, `${group}.`)).map((name) => (
              <Swatch key={name} name={name} />
            ))}
          </div>
        </Section>
      ))}
      <Section title="evergreen (the brand's raw scale)">
        <div className={grid}>
          {tokenNames((tokens.colors as Tree).evergreen as Tree, 'evergreen.').map((name) => (
            <Swatch key={name} name={name} />
          ))}
        </div>
      </Section>
    </div>
  );
}

const FONT_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;
const SPACING = ['1', '2', '3', '4', '6', '8', '10', '12', '16', 'gutter', 'section'] as const;
const RADII = ['control', 'surface', 'pill'] as const;

function TypeScaleTokens() {
  return (
    <Section title="Type scale (system sans; headings bold, body normal)">
      <div className={css({ display: 'grid', gap: '3' })}>
        {FONT_SIZES.map((size) => (
          <div key={size} className={css({ display: 'flex', alignItems: 'baseline', gap: '4' })}>
            <span className={css({ w: '24', flexShrink: '0' })}>
              <span className={label}>
                {size} · {token(`fontSizes.${size}`)}
              </span>
            </span>
            <span style={{ fontSize: token.var(`fontSizes.${size}`) }}>Spent $1,284.50 this month</span>
          </div>
        ))}
      </div>
    </Section>
  );
}

function SpacingTokens() {
  return (
    <>
      <Section title="Spacing">
        <div className={css({ display: 'grid', gap: '2' })}>
          {SPACING.map((step) => (
            <div key={step} className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
              <span className={css({ w: '32', flexShrink: '0' })}>
                <span className={label}>
                  {step} · {token(`spacing.${step}`)}
                </span>
              </span>
              <span className={css({ h: '3', bg: 'brand.solid', rounded: 'sm' })} style={{ width: token.var(`spacing.${step}`) }} />
            </div>
          ))}
        </div>
      </Section>
      <Section title="Radii">
        <div className={css({ display: 'flex', gap: '6', flexWrap: 'wrap' })}>
          {RADII.map((radius) => (
            <div key={radius} className={css({ display: 'grid', gap: '1.5', justifyItems: 'center' })}>
              <div className={css({ w: '24', h: '16', bg: 'brand.subtle', borderWidth: '1px', borderColor: 'brand.border' })} style={{ borderRadius: token.var(`radii.${radius}`) }} />
              <span className={label}>
                {radius} · {token(`radii.${radius}`)}
              </span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Card (recipe)">
        <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
          <div className={card()}>
            <p className={css({ fontWeight: 'semibold' })}>A card</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>The surface every panel sits on.</p>
          </div>
        </div>
      </Section>
    </>
  );
}

function Foundations({ part }: { part: 'colours' | 'type' | 'spacing' }) {
  return <div className={css({ p: '6', maxW: '5xl' })}>{part === 'colours' ? <ColourTokens /> : part === 'type' ? <TypeScaleTokens /> : <SpacingTokens />}</div>;
}

const meta = {
  title: 'Foundations/Tokens',
  component: Foundations,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Foundations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every semantic colour (what components use), by role, and the brand's raw green scale. */
export const Colours: Story = { args: { part: 'colours' } };

/** The font sizes in use, from captions to page titles. */
export const TypeScale: Story = { args: { part: 'type' } };

/** The spacing steps the layouts use, the three radii, and the card surface. */
export const SpacingAndRadii: Story = { args: { part: 'spacing' } };
