#!/usr/bin/python3
"""Writes cases.json: identifier inputs with python-stdnum's verdict on each.

The project's validators (IDNP/IDNO/IDNV and the Romanian CNP) are compared with this table by
stdnum-agreement.spec.ts. python-stdnum is an implementation nobody on the project wrote, so a
disagreement is a bug on one side. Run it where python-stdnum is installed (Debian:
`apt-get install python3-stdnum`), from this folder:

    /usr/bin/python3 generate-cases.py > cases.json

The inputs come from a seeded generator, so the output changes only when this script or the
stdnum version changes. `npm test` reads cases.json and never runs this script.
"""

import datetime
import json
import random
import sys

import stdnum
from stdnum.exceptions import ValidationError
from stdnum.md import idno
from stdnum.ro import cnp

rng = random.Random(21)


def digits(count):
    return ''.join(rng.choice('0123456789') for _ in range(count))


def verdict(module, number):
    """stdnum's compact form, and its verdict: `error` None when valid, else the exception's name."""
    try:
        module.validate(number)
        error = None
    except ValidationError as exception:
        error = type(exception).__name__
    return {'input': number, 'compact': module.compact(number), 'error': error}


def mutations(number):
    """Every single-digit error at one random digit per position, and every adjacent transposition."""
    out = []
    for position, digit in enumerate(number):
        other = rng.choice([d for d in '0123456789' if d != digit])
        out.append(number[:position] + other + number[position + 1:])
    for position in range(len(number) - 1):
        a, b = number[position], number[position + 1]
        if a != b:
            out.append(number[:position] + b + a + number[position + 2:])
    return out


def spellings(number):
    """The ways people type a 13-digit code: groups, surrounding whitespace, other separators, typos."""
    return [
        number[:4] + ' ' + number[4:8] + ' ' + number[8:],
        number[:7] + ' ' + number[7:],
        ' '.join(number),
        '  ' + number + ' ',
        '\t' + number + '\n',
        number[:4] + '-' + number[4:8] + '-' + number[8:],
        number[:1] + '-' + number[1:7] + '-' + number[7:],
        number[:4] + '.' + number[4:],
        number[:6] + '\u00a0' + number[6:],
        number[:4] + '\u2009' + number[4:8] + '\u202f' + number[8:],
        number[:7] + '\u2013' + number[7:],
        chr(0xFF10 + int(number[0])) + number[1:],
        number[:-1],
        number + rng.choice('0123456789'),
        number[:5] + 'O' + number[6:],
        number.replace(number[3], 'x', 1),
    ]


# ---------- IDNP / IDNO / IDNV: stdnum.md.idno (the same 7-3-1 check for every kind) ----------

def idnx_body(prefix):
    return prefix + digits(12 - len(prefix))


def with_idnx_check(body):
    return body + idno.calc_check_digit(body)


PUBLISHED_IDNOS = [  # domain.md §1.1 and §6.1
    '1002600005819', '1002600020908', '1016600035165', '1021600002204',
    '1024600043882', '1016600027490', '1008600038413', '1008600038412',
]

idnx_inputs = list(PUBLISHED_IDNOS)
for prefix in ['1', '2', '09', '3', '0', '01', '4', '5', '6', '7', '8', '9']:
    for _ in range(12):
        number = with_idnx_check(idnx_body(prefix))
        idnx_inputs.append(number)
for prefix in ['1', '2', '09', '3']:
    for _ in range(3):
        number = with_idnx_check(idnx_body(prefix))
        idnx_inputs += mutations(number) + spellings(number)
idnx_inputs += ['', ' ', '1', '12345678901234567890', 'IDNO1002600005', '1002600005819 1002600005819']

# ---------- Romanian CNP: stdnum.ro.cnp ----------

COUNTIES = ['%02d' % code for code in range(0, 100)]


def real_day(year):
    start = datetime.date(year, 1, 1)
    return start + datetime.timedelta(days=rng.randrange(365))


def cnp_body(sex, day, county):
    return '%d%02d%02d%02d%s%s' % (sex, day.year % 100, day.month, day.day, county, digits(3))


def with_cnp_check(body):
    return body + cnp.calc_check_digit(body)


CENTURY = {1: 1900, 2: 1900, 3: 1800, 4: 1800, 5: 2000, 6: 2000, 7: 1900, 8: 1900, 9: 1900}

cnp_inputs = ['1630615123457', '0800101221142', '1632215123457', '1630615123458']  # stdnum's doctests
for sex in range(1, 10):
    for county in ['01', '12', '40', '41', '46', '47', '48', '51', '52', '70']:
        day = real_day(CENTURY[sex] + rng.randrange(100))
        cnp_inputs.append(with_cnp_check(cnp_body(sex, day, county)))
for county in COUNTIES:
    sex = rng.choice([1, 2, 5, 6])
    cnp_inputs.append(with_cnp_check(cnp_body(sex, real_day(CENTURY[sex] + rng.randrange(100)), county)))
# Birth dates at the edges: 29 February in leap and common years of each century, impossible days.
for sex in range(0, 10):
    for yymmdd in ['000229', '040229', '010229', '991231', '000101', '001301', '000001', '000132', '000431', '000230']:
        cnp_inputs.append(with_cnp_check('%d%s%s%s' % (sex, yymmdd, rng.choice(['01', '40', '47']), digits(3))))
for sex in [1, 2, 5, 6, 7]:
    for _ in range(3):
        number = with_cnp_check(cnp_body(sex, real_day(CENTURY[sex] + rng.randrange(100)), rng.choice(['03', '22', '47'])))
        cnp_inputs += mutations(number) + spellings(number)
cnp_inputs += ['', ' ', '1', '12345678901234567890', 'CNP1630615123457']


def cnp_row(number):
    row = verdict(cnp, number)
    compact = row['compact']
    if len(compact) == 13 and compact.isdigit():
        # stdnum assumes 1900 for residents and foreigners (7–9), whose code names no century: say
        # whether the number would pass if they were born in the 2000s instead.
        if compact[0] in '789':
            try:
                datetime.date(2000 + int(compact[1:3]), int(compact[3:5]), int(compact[5:7]))
                born_2000s = cnp.calc_check_digit(compact[:12]) == compact[12]
            except ValueError:
                born_2000s = False
            row['if2000s'] = born_2000s
    return row


def unique(inputs):
    seen = set()
    return [value for value in inputs if not (value in seen or seen.add(value))]


def rows_json(rows):
    # One case per line, spaced as prettier writes JSON, so `npm run format` leaves the file alone.
    return ',\n'.join('    ' + json.dumps(row, ensure_ascii=False, separators=(', ', ': ')).replace('{', '{ ', 1)[:-1] + ' }'
                       for row in rows)


sys.stdout.write(
    '{\n'
    '  "generator": "libs/domain/src/validation/stdnum/generate-cases.py",\n'
    '  "stdnum": %s,\n'
    '  "idnx": [\n%s\n  ],\n'
    '  "cnp": [\n%s\n  ]\n'
    '}\n' % (
        json.dumps(stdnum.__version__),
        rows_json(verdict(idno, number) for number in unique(idnx_inputs)),
        rows_json(cnp_row(number) for number in unique(cnp_inputs)),
    )
)
