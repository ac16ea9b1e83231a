"""
The wrought-iron tower of the Paris places, at miniature scale.

`iron_tower(loc, height)` stands a lattice tower on `loc`: four legs whose edges follow an
exponential curve, splayed wide at the base and meeting into one tapering shaft above the second
platform, the great arches between the legs, diagonal bracing along every face, two platforms
with a warm glowing edge and small lights, a slender top with a lantern and a gold tip.

All the ironwork is one mesh of thin tubes (one object, a few thousand faces), so the tower
costs next to nothing to render. Proportions are fractions of `height`.
"""

import math

import bpy
from mathutils import Vector

import lib
from lib import srgb

FIRST = 0.18  # the first platform, as a share of the height
SECOND = 0.36  # the second platform
MERGE = 0.43  # where the legs' inner edges meet
TOP = 0.86  # the top platform and its lantern


def outer(t):
    """Half-width of the tower's outer corner edges at height share `t` (an exponential curve)."""
    return 0.15 * math.exp(-3.6 * t) + 0.028 * (1 - t) + 0.006


def inner(t):
    """Half-width of the legs' inner edges: wide apart at the base, meeting at MERGE."""
    if t >= MERGE:
        return 0.0
    return 0.108 * (1 - t / MERGE) ** 1.25


def _levels(t0, t1, width):
    """Heights from t0 to t1, each panel about as tall as `width(t)` at its foot."""
    out = [t0]
    while out[-1] < t1:
        out.append(out[-1] + max(0.014, width(out[-1])))
    # Fold a last short step into the one before it.
    if len(out) > 2 and out[-2] > t1 - 0.5 * (out[-2] - out[-3]):
        del out[-2]
    out[-1] = t1
    return out


class _Tubes:
    """Thin prisms (one per segment) gathered into a single mesh."""

    def __init__(self, sides=6):
        self.sides = sides
        self.verts = []
        self.faces = []
        self.slots = []
        self.slot = 0  # the material slot of the tubes being added

    def add(self, p0, p1, radius):
        a, b = Vector(p0), Vector(p1)
        d = b - a
        if d.length < 1e-6:
            return
        d.normalize()
        helper = Vector((0, 0, 1)) if abs(d.z) < 0.9 else Vector((1, 0, 0))
        u = d.cross(helper).normalized()
        v = d.cross(u)
        base = len(self.verts)
        n = self.sides
        for end in (a, b):
            for k in range(n):
                ang = 2 * math.pi * k / n
                self.verts.append(end + (u * math.cos(ang) + v * math.sin(ang)) * radius)
        for k in range(n):
            k1 = (k + 1) % n
            self.faces.append((base + k, base + k1, base + n + k1, base + n + k))
            self.slots.append(self.slot)

    def path(self, points, radius):
        for p0, p1 in zip(points, points[1:]):
            self.add(p0, p1, radius)

    def build(self, name, materials, loc):
        mesh = bpy.data.meshes.new(name)
        mesh.from_pydata([tuple(v) for v in self.verts], [], self.faces)
        for m in materials:
            mesh.materials.append(m)
        mesh.polygons.foreach_set("material_index", self.slots)
        mesh.polygons.foreach_set("use_smooth", [True] * len(self.slots))
        obj = bpy.data.objects.new(name, mesh)
        obj.location = loc
        bpy.context.scene.collection.objects.link(obj)
        return obj


def _deck(loc, half, thick, iron, glow_mat):
    """A thin square deck whose edge glows warm (an emissive band showing round an iron slab)."""
    x, y, z = loc
    edge = glow_mat or iron
    lib.box((x, y, z), (2 * half, 2 * half, thick * 0.55), edge)
    lib.box((x, y, z - thick * 0.3), (2 * half - 0.02 * half, 2 * half - 0.02 * half, thick * 0.3), iron)
    lib.box((x, y, z + thick * 0.5), (2 * half - 0.03 * half, 2 * half - 0.03 * half, thick * 0.5), iron)


def iron_tower(loc, height, material=None, glow=True):
    """A wrought-iron lattice tower standing on `loc`, `height` tall; `glow` lights its platforms."""
    iron = material or lib.mat("iron", srgb("#5a4636"), 0.45, 0.6)
    glow_mat = lib.mat("deck-glow", lib.GOLD, 0.4, emit=lib.WARM_LIGHT, emit_strength=3) if glow else None
    gold = lib.mat("spire", lib.GOLD, 0.3, 1.0)
    # The arches catch the light a little more than the rest, so they read against the ground.
    gilt = lib.mat("iron-gilt", srgb("#9a7448"), 0.35, 0.8) if glow and material is None else iron
    x, y, z = loc
    H = height
    chord = 0.0056 * H  # the legs' corner edges
    brace = 0.0025 * H  # the diagonal lattice
    tubes = _Tubes()

    def P(sx, sy, t, a, b):
        """A point at height share t, a and b being half-widths along x and y (signed by sx, sy)."""
        return (sx * a * H, sy * b * H, t * H)

    # The four legs: each a square lattice box between the outer and the inner curves.
    leg_levels = _levels(0.0, MERGE, lambda t: 0.85 * (outer(t) - inner(t)))
    for sx in (-1, 1):
        for sy in (-1, 1):
            corners = [(outer, outer), (inner, outer), (inner, inner), (outer, inner)]
            for fa, fb in corners:
                tubes.path([P(sx, sy, t, fa(t), fb(t)) for t in leg_levels], chord)
            for t0, t1 in zip(leg_levels, leg_levels[1:]):
                for c in range(4):
                    fa0, fb0 = corners[c]
                    fa1, fb1 = corners[(c + 1) % 4]
                    lo0, lo1 = P(sx, sy, t0, fa0(t0), fb0(t0)), P(sx, sy, t0, fa1(t0), fb1(t0))
                    hi0, hi1 = P(sx, sy, t1, fa0(t1), fb0(t1)), P(sx, sy, t1, fa1(t1), fb1(t1))
                    # A cross on every panel, a tie at every level.
                    tubes.add(lo0, hi1, brace)
                    tubes.add(lo1, hi0, brace)
                    tubes.add(hi0, hi1, brace)

    # The shaft above the merge: four corner chords with cross-bracing on the four faces.
    shaft_levels = _levels(MERGE, TOP, lambda t: 1.1 * outer(t))
    for sx in (-1, 1):
        for sy in (-1, 1):
            tubes.path([P(sx, sy, t, outer(t), outer(t)) for t in shaft_levels], chord * 0.8)
    faces = [((1, 1), (-1, 1)), ((-1, 1), (-1, -1)), ((-1, -1), (1, -1)), ((1, -1), (1, 1))]
    for t0, t1 in zip(shaft_levels, shaft_levels[1:]):
        w0, w1 = outer(t0), outer(t1)
        for (ax, ay), (bx, by) in faces:
            tubes.add(P(ax, ay, t0, w0, w0), P(bx, by, t1, w1, w1), brace * 0.85)
            tubes.add(P(bx, by, t0, w0, w0), P(ax, ay, t1, w1, w1), brace * 0.85)
            tubes.add(P(ax, ay, t1, w1, w1), P(bx, by, t1, w1, w1), brace * 0.85)

    # The great arches: on each side a double arc springing from the legs' inner edges near the ground, its
    # crown well under the first platform, the gap above filled with posts.
    spring, crown, n = 0.008, 0.128, 20
    tubes.slot = 1
    for side in range(4):
        bands = []
        for rise in (0.0, 0.014):
            pts = []
            for i in range(n + 1):
                ang = math.pi * i / n
                t = spring + rise + (crown - spring) * math.sin(ang)
                s = -math.cos(ang) * inner(spring + rise) * (1.0 - rise * 2)
                depth = outer(t) - 0.25 * (outer(t) - inner(t))
                across, out = s * H, depth * H
                px, py = {0: (across, -out), 1: (out, across), 2: (-across, out), 3: (-out, -across)}[side]
                pts.append((px, py, t * H))
            tubes.path(pts, chord * (1.0 if rise else 0.8))
            bands.append(pts)
        # Short ties across the band, and posts from the arch up to the platform girder.
        for i in range(2, n - 1, 2):
            tubes.add(bands[0][i], bands[1][i], brace * 0.8)
        for i in range(4, n - 3, 2):
            px, py, pz = bands[1][i]
            tubes.add((px, py, pz), (px * 0.97, py * 0.97, FIRST * H), brace * 0.9)

    tubes.slot = 0

    # Girders under the two platforms, across each face.
    for t in (FIRST, SECOND):
        w = outer(t)
        ring = [P(sx, sy, t, w, w) for sx, sy in ((1, 1), (-1, 1), (-1, -1), (1, -1), (1, 1))]
        tubes.path(ring, chord)
        lower = t - 0.025
        wl = outer(lower)
        for (ax, ay), (bx, by) in faces:
            tubes.add(P(ax, ay, lower, wl, wl), P(bx, by, lower, wl, wl), brace)

    tubes.build("iron-tower", (iron, gilt), (x, y, z))

    # Platforms: thin decks with a glowing edge, and small warm lights.
    for t, over, thick in ((FIRST, 0.018, 0.016), (SECOND, 0.012, 0.012)):
        half = (outer(t) + over) * H
        _deck((x, y, z + t * H - thick * H * 0.5), half, thick * H, iron, glow_mat)
        if glow:
            lamp_z = z + (t + thick * 0.5 + 0.008) * H
            for sx in (-1, 1):
                for sy in (-1, 1):
                    lib.lamp_glow((x + sx * half * 0.75, y + sy * half * 0.75, lamp_z), 0.006 * H, 14)
    # The slender top: a small platform, the lantern, its cap, and the gold tip.
    top_half = (outer(TOP) + 0.006) * H
    _deck((x, y, z + TOP * H), top_half, 0.008 * H, iron, glow_mat)
    lantern = lib.mat("lantern", lib.GOLD, 0.4, emit=lib.WARM_LIGHT, emit_strength=1.5) if glow else iron
    lib.cylinder((x, y, z + (TOP + 0.008) * H), top_half * 0.45, 0.022 * H, lantern, verts=8)
    lib.cylinder((x, y, z + (TOP + 0.03) * H), top_half * 0.6, 0.014 * H, iron, verts=8, top_radius=top_half * 0.2)
    lib.cylinder((x, y, z + (TOP + 0.044) * H), 0.005 * H, (1 - TOP - 0.044) * H, gold, verts=6, top_radius=0.0008 * H)
    if glow:
        # A warm light inside the legs, so the lattice reads against its own glow at dusk.
        data = bpy.data.lights.new("tower-light", "POINT")
        data.energy = 14.0 * H
        data.color = lib.WARM_LIGHT
        data.shadow_soft_size = 0.05 * H
        light = bpy.data.objects.new("tower-light", data)
        light.location = (x, y, z + 0.07 * H)
        bpy.context.scene.collection.objects.link(light)
