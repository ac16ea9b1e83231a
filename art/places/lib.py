"""
Building blocks of the places set: hotels and cities as drawn views (washes of colour and ink
lines, the land running to a horizon under a dusk sky; see `illustrate()` at the end and
README.md), in the house palette.

Every scene starts with `studio()`, places its pieces on the ground with the helpers below, is
turned into a drawing by `illustrate()` and ends with `render(path)`. Randomness always goes
through a `random.Random(seed)` so that the same script gives the same picture.
"""

import math
import os
import random
import sys

import bpy
from mathutils import Vector

# The helpers both image sets share: art/kit.py.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kit  # noqa: E402
from kit import srgb  # noqa: E402,F401

INK = (0.0075, 0.0066, 0.0050)
PAPER = (0.955, 0.94, 0.905)
GOLD = (0.69, 0.47, 0.11)
GOLD_DEEP = (0.25, 0.14, 0.016)
WARM_LIGHT = (1.0, 0.45, 0.14)


# ---------------------------------------------------------------- the studio


def studio(seed=1, sky_low="#e0a75a", sky_mid="#7a4f45", sky_high="#1c1c2c", sun_strength=3.2):
    """An empty scene with the dusk sky, the key and rim lights and the plinth's rim."""
    bpy.ops.wm.read_factory_settings(use_empty=True)
    _materials.clear()
    scene = bpy.context.scene
    scene.render.engine = "CYCLES"
    scene.cycles.device = "CPU"
    scene.cycles.use_denoising = False
    scene.cycles.max_bounces = 4
    scene.cycles.glossy_bounces = 2
    scene.cycles.transmission_bounces = 2
    scene.cycles.diffuse_bounces = 2
    scene.cycles.sample_clamp_indirect = 3.0
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = "Medium High Contrast"
    world = bpy.data.worlds.new("dusk")
    scene.world = world
    world.use_nodes = True
    nt = world.node_tree
    nt.nodes.clear()
    # The camera sees a dusk gradient up the frame (a warm studio floor, the gold band of the
    # last light, then blue hour); every other ray sees a dim even ambient so the lights lead.
    coord = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coord.outputs["Window"], sep.inputs[0])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    stops = ramp.color_ramp.elements
    stops[0].position = 0.0
    stops[0].color = (*srgb("#2a1c14"), 1)
    stops[1].position = 1.0
    stops[1].color = (*srgb(sky_high), 1)
    for pos, col in ((0.28, "#5a3a26"), (0.42, sky_low), (0.62, sky_mid)):
        e = stops.new(pos)
        e.color = (*srgb(col), 1)
    nt.links.new(sep.outputs["Y"], ramp.inputs[0])
    seen = nt.nodes.new("ShaderNodeBackground")
    seen.inputs["Strength"].default_value = 1.0
    nt.links.new(ramp.outputs[0], seen.inputs[0])
    ambient = nt.nodes.new("ShaderNodeBackground")
    ambient.inputs["Color"].default_value = (*srgb("#3a3a4a"), 1)
    ambient.inputs["Strength"].default_value = 0.35
    path = nt.nodes.new("ShaderNodeLightPath")
    either = nt.nodes.new("ShaderNodeMath")
    either.operation = "MAXIMUM"
    either.use_clamp = True
    nt.links.new(path.outputs["Is Camera Ray"], either.inputs[0])
    nt.links.new(path.outputs["Is Glossy Ray"], either.inputs[1])
    mix = nt.nodes.new("ShaderNodeMixShader")
    nt.links.new(either.outputs[0], mix.inputs[0])
    nt.links.new(ambient.outputs[0], mix.inputs[1])
    nt.links.new(seen.outputs[0], mix.inputs[2])
    out = nt.nodes.new("ShaderNodeOutputWorld")
    nt.links.new(mix.outputs[0], out.inputs[0])

    # The key: a large soft area light from the upper left, slightly warm.
    key = area_light("key", (-9, -7, 11), 14.0, 2200 * sun_strength / 3.2, srgb("#ffe6c4"))
    aim(key, (0, 0, 0))
    # The rim: a warm gold light low behind the scene, the last of the sun.
    rim = area_light("rim", (7, 12, 3.5), 9.0, 1500, srgb("#ffb35c"))
    aim(rim, (0, 0, 0.8))
    return random.Random(seed)


def area_light(name, loc, size, power, color):
    data = bpy.data.lights.new(name, "AREA")
    data.size = size
    data.energy = power
    data.color = color
    obj = bpy.data.objects.new(name, data)
    obj.location = loc
    kit.link(obj)
    return obj


aim = kit.look_at


def camera(target=(0, 0, 0.6), distance=30, elevation=17, azimuth=-28, lens=85, shift_y=0.0):
    """A long lens, three-quarter view, a little above the land: low enough (at most 7 degrees)
    that the horizon and the sky are in the frame."""
    elevation = min(elevation, 7)
    data = bpy.data.cameras.new("cam")
    data.lens = lens
    data.shift_y = shift_y
    obj = bpy.data.objects.new("cam", data)
    kit.link(obj)
    obj.location = kit.orbit(target, distance, azimuth, elevation)
    aim(obj, target)
    bpy.context.scene.camera = obj
    return obj


def render(path, width=1280, height=960, samples=40):
    kit.render(path, width, height, samples)


# ---------------------------------------------------------------- materials

_materials = {}


def mat(name, color, rough=0.6, metal=0.0, emit=None, emit_strength=0.0, spec=0.5):
    key = (name, color, rough, metal, emit, emit_strength)
    if key in _materials:
        return _materials[key]
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    p = m.node_tree.nodes["Principled BSDF"]
    p.inputs["Base Color"].default_value = (*color, 1)
    p.inputs["Roughness"].default_value = rough
    p.inputs["Metallic"].default_value = metal
    p.inputs["Specular"].default_value = spec
    if emit:
        p.inputs["Emission"].default_value = (*emit, 1)
        p.inputs["Emission Strength"].default_value = emit_strength
    _materials[key] = m
    return m


def facade(name, wall, lit_share=0.45, floor=0.16, bay=0.11, glow=2.2, seed=0.0, glass=False):
    """A wall with a grid of windows, some lit warm; coordinates are the object's, in scene units."""
    m = bpy.data.materials.new(name)
    m.use_nodes = True
    nt = m.node_tree
    nodes, links = nt.nodes, nt.links
    p = nodes["Principled BSDF"]
    p.inputs["Base Color"].default_value = (*wall, 1)
    p.inputs["Roughness"].default_value = 0.25 if glass else 0.7
    p.inputs["Metallic"].default_value = 0.3 if glass else 0.0
    tc = nodes.new("ShaderNodeTexCoord")
    sep = nodes.new("ShaderNodeSeparateXYZ")
    links.new(tc.outputs["Object"], sep.inputs[0])
    # Across the facade: x + y serves both pairs of walls of a box.
    across = nodes.new("ShaderNodeMath")
    across.operation = "ADD"
    links.new(sep.outputs["X"], across.inputs[0])
    links.new(sep.outputs["Y"], across.inputs[1])

    def scaled(src, size):
        n = nodes.new("ShaderNodeMath")
        n.operation = "DIVIDE"
        links.new(src, n.inputs[0])
        n.inputs[1].default_value = size
        return n.outputs[0]

    u = scaled(across.outputs[0], bay)
    v = scaled(sep.outputs["Z"], floor)
    comb = nodes.new("ShaderNodeCombineXYZ")
    fu = nodes.new("ShaderNodeMath")
    fu.operation = "FLOOR"
    links.new(u, fu.inputs[0])
    fv = nodes.new("ShaderNodeMath")
    fv.operation = "FLOOR"
    links.new(v, fv.inputs[0])
    links.new(fu.outputs[0], comb.inputs[0])
    links.new(fv.outputs[0], comb.inputs[1])
    comb.inputs[2].default_value = seed
    noise = nodes.new("ShaderNodeTexWhiteNoise")
    noise.noise_dimensions = "3D"
    links.new(comb.outputs[0], noise.inputs["Vector"])
    lit = nodes.new("ShaderNodeMath")
    lit.operation = "LESS_THAN"
    links.new(noise.outputs["Value"], lit.inputs[0])
    lit.inputs[1].default_value = lit_share

    def window(src, share):
        fr = nodes.new("ShaderNodeMath")
        fr.operation = "FRACT"
        links.new(src, fr.inputs[0])
        lt = nodes.new("ShaderNodeMath")
        lt.operation = "LESS_THAN"
        links.new(fr.outputs[0], lt.inputs[0])
        lt.inputs[1].default_value = share
        return lt.outputs[0]

    wu = window(u, 0.62)
    wv = window(v, 0.58)
    mask = nodes.new("ShaderNodeMath")
    mask.operation = "MULTIPLY"
    links.new(wu, mask.inputs[0])
    links.new(wv, mask.inputs[1])
    on = nodes.new("ShaderNodeMath")
    on.operation = "MULTIPLY"
    links.new(mask.outputs[0], on.inputs[0])
    links.new(lit.outputs[0], on.inputs[1])
    strength = nodes.new("ShaderNodeMath")
    strength.operation = "MULTIPLY"
    links.new(on.outputs[0], strength.inputs[0])
    strength.inputs[1].default_value = glow
    p.inputs["Emission"].default_value = (*WARM_LIGHT, 1)
    links.new(strength.outputs[0], p.inputs["Emission Strength"])
    # Unlit windows read as dark glass.
    mix = nodes.new("ShaderNodeMix")
    mix.data_type = "RGBA"
    links.new(mask.outputs[0], mix.inputs["Factor"])
    mix.inputs[6].default_value = (*wall, 1)
    mix.inputs[7].default_value = (0.012, 0.012, 0.018, 1)
    links.new(mix.outputs[2], p.inputs["Base Color"])
    return m


# ---------------------------------------------------------------- shapes


def _finish(obj, material, smooth=False):
    if material is not None:
        obj.data.materials.append(material)
    if smooth:
        for poly in obj.data.polygons:
            poly.use_smooth = True
    return obj


def box(loc, size, material, rot=0.0, bevel=0.0):
    """A box standing on `loc` (its base centre), `size` = (x, y, z) in scene units."""
    x, y, z = loc
    bpy.ops.mesh.primitive_cube_add(size=1, location=(x, y, z + size[2] / 2), rotation=(0, 0, rot))
    obj = bpy.context.active_object
    obj.scale = size
    bpy.ops.object.transform_apply(location=False, rotation=False, scale=True)
    if bevel:
        mod = obj.modifiers.new("bevel", "BEVEL")
        mod.width = bevel
        mod.segments = 2
    return _finish(obj, material)


def cylinder(loc, radius, height, material, verts=24, top_radius=None, rot=(0, 0, 0), smooth=True):
    x, y, z = loc
    if top_radius is None:
        bpy.ops.mesh.primitive_cylinder_add(vertices=verts, radius=radius, depth=height, location=(x, y, z + height / 2))
    else:
        bpy.ops.mesh.primitive_cone_add(
            vertices=verts, radius1=radius, radius2=top_radius, depth=height, location=(x, y, z + height / 2)
        )
    obj = bpy.context.active_object
    obj.rotation_euler = rot
    return _finish(obj, material, smooth)


def sphere(loc, radius, material, scale=(1, 1, 1), subdiv=3):
    bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=subdiv, radius=radius, location=loc)
    obj = bpy.context.active_object
    obj.scale = scale
    return _finish(obj, material, True)


# How far the ground, the water and the banks run: to the horizon (issue 33: a place is a view
# of the land, not a model on a plinth).
FAR = 240.0


def plinth(radius=6.2, height=0.5, top="#3a2c20"):
    """The ground every place stands on: one plane of the given colour out to the horizon (the
    name is the old diorama's; no plinth is drawn)."""
    cylinder((0, 0, -0.04), FAR, 0.02, mat("ground", srgb(top), 0.9), verts=96, smooth=False)


def disc(radius, z, material, verts=96, scale=(1, 1, 1), loc=(0, 0)):
    bpy.ops.mesh.primitive_circle_add(vertices=verts, radius=radius, fill_type="NGON", location=(loc[0], loc[1], z))
    obj = bpy.context.active_object
    obj.scale = scale
    return _finish(obj, material)


def sea(radius=FAR, z=0.02, color="#10263a", waves=1.0):
    """Calm dark water with soft waves that catch the gold sky."""
    m = bpy.data.materials.new("sea")
    m.use_nodes = True
    nt = m.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Base Color"].default_value = (*srgb(color), 1)
    p.inputs["Roughness"].default_value = 0.08
    p.inputs["Specular"].default_value = 0.7
    noise = nt.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 3.5
    noise.inputs["Detail"].default_value = 4
    tc = nt.nodes.new("ShaderNodeTexCoord")
    mapping = nt.nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = (1, 3.5, 1)
    nt.links.new(tc.outputs["Object"], mapping.inputs[0])
    nt.links.new(mapping.outputs[0], noise.inputs["Vector"])
    bump = nt.nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.12 * waves
    nt.links.new(noise.outputs["Fac"], bump.inputs["Height"])
    nt.links.new(bump.outputs[0], p.inputs["Normal"])
    return disc(radius, z, m)


def sand(points, z=0.03, color="#c9a878", height=0.18, seed=0):
    """A soft mound of sand (or any ground) over the outline `points` (x, y pairs)."""
    mesh = bpy.data.meshes.new("sand")
    verts = [(x, y, z) for x, y in points]
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    verts.append((cx, cy, z + height))
    n = len(points)
    faces = [(i, (i + 1) % n, n) for i in range(n)]
    mesh.from_pydata(verts, [], faces)
    obj = bpy.data.objects.new("sand", mesh)
    kit.link(obj)
    bpy.context.view_layer.objects.active = obj
    sub = obj.modifiers.new("soft", "SUBSURF")
    sub.levels = 3
    sub.render_levels = 3
    return _finish(obj, mat("sand-" + color, srgb(color), 0.85), True)


def blob(center, radii, z=0.0, color="#c9a878", height=0.2, n=14, seed=0, rough=0.85):
    """An irregular oval island/lawn of ground."""
    r = random.Random(seed)
    pts = []
    for i in range(n):
        a = 2 * math.pi * i / n
        k = 1 + r.uniform(-0.12, 0.12)
        pts.append((center[0] + math.cos(a) * radii[0] * k, center[1] + math.sin(a) * radii[1] * k))
    return sand(pts, z=z, color=color, height=height)


def _mountain_material(color, snow):
    """Rock in `color`, darker and greener low down, cliffs a touch darker; snow on the gentler upper slopes.

    The mesh carries two point attributes: `mtn_h` (height over peak height, 0..1) and `mtn_ridge` (how much a point
    lies on a ridge rather than in a valley, about -0.5..0.5, plus a per-mountain snow bias), so one material serves every mountain of a colour."""
    key = ("mountain", color, snow)
    if key in _materials:
        return _materials[key]
    m = bpy.data.materials.new("mount-" + color + ("-snow" if snow else ""))
    m.use_nodes = True
    nt = m.node_tree
    p = nt.nodes["Principled BSDF"]
    p.inputs["Roughness"].default_value = 0.92
    p.inputs["Specular"].default_value = 0.3
    hgt = nt.nodes.new("ShaderNodeAttribute")
    hgt.attribute_name = "mtn_h"
    ridge = nt.nodes.new("ShaderNodeAttribute")
    ridge.attribute_name = "mtn_ridge"
    geo = nt.nodes.new("ShaderNodeNewGeometry")
    up = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(geo.outputs["Normal"], up.inputs[0])
    coord = nt.nodes.new("ShaderNodeTexCoord")
    grain = nt.nodes.new("ShaderNodeTexNoise")
    grain.inputs["Scale"].default_value = 2.2
    grain.inputs["Detail"].default_value = 4.0
    nt.links.new(coord.outputs["Object"], grain.inputs["Vector"])

    def _op(op, a, b):
        n = nt.nodes.new("ShaderNodeMath")
        n.operation = op
        for i, v in enumerate((a, b)):
            if isinstance(v, (int, float)):
                n.inputs[i].default_value = v
            else:
                nt.links.new(v, n.inputs[i])
        n.use_clamp = op == "SUBTRACT" and a == 1.0
        return n.outputs[0]

    # Rock: a ramp up the height, from a darker, greener foot (scrub, forest, vines) to the bare colour.
    rock = srgb(color)
    foot = tuple(0.4 * c + 0.6 * g for c, g in zip(rock, srgb("#2e3e1c")))
    foot = tuple(c * 0.85 for c in foot)
    crest = tuple(min(1.0, c * 1.18) for c in rock)
    lift = _op("ADD", hgt.outputs["Fac"], _op("MULTIPLY", _op("SUBTRACT", grain.outputs["Fac"], 0.5), 0.35))
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    e = ramp.color_ramp.elements
    e[0].position, e[0].color = 0.15, (*foot, 1)
    e[1].position, e[1].color = 0.95, (*crest, 1)
    mid = e.new(0.6)
    mid.color = (*rock, 1)
    nt.links.new(lift, ramp.inputs[0])
    # Cliffs (steep faces) a little darker, so the ridges read.
    cliff = nt.nodes.new("ShaderNodeMixRGB")
    cliff.blend_type = "MULTIPLY"
    nt.links.new(_op("SUBTRACT", 1.0, _op("MULTIPLY", up.outputs["Z"], 1.4)), cliff.inputs["Fac"])
    nt.links.new(ramp.outputs["Color"], cliff.inputs["Color1"])
    cliff.inputs["Color2"].default_value = (0.62, 0.6, 0.58, 1)
    out = cliff.outputs["Color"]
    if snow:
        # Snow: above an irregular line that dips down the ridges and climbs up the valleys, only where the slope is
        # gentle enough to hold it.
        s = _op("ADD", hgt.outputs["Fac"], _op("MULTIPLY", ridge.outputs["Fac"], 0.3))
        s = _op("ADD", s, _op("MULTIPLY", _op("SUBTRACT", grain.outputs["Fac"], 0.5), 0.28))
        s = _op("ADD", s, _op("MULTIPLY", _op("SUBTRACT", up.outputs["Z"], 0.7), 0.45))
        cover = nt.nodes.new("ShaderNodeValToRGB")
        ce = cover.color_ramp.elements
        ce[0].position, ce[0].color = 0.5, (0, 0, 0, 1)
        ce[1].position, ce[1].color = 0.55, (1, 1, 1, 1)
        nt.links.new(s, cover.inputs[0])
        white = nt.nodes.new("ShaderNodeMixRGB")
        nt.links.new(cover.outputs["Color"], white.inputs["Fac"])
        nt.links.new(out, white.inputs["Color1"])
        white.inputs["Color2"].default_value = (*srgb("#ece6dc"), 1)
        out = white.outputs["Color"]
        rough = nt.nodes.new("ShaderNodeMixRGB")
        nt.links.new(cover.outputs["Color"], rough.inputs["Fac"])
        rough.inputs["Color1"].default_value = (0.92, 0.92, 0.92, 1)
        rough.inputs["Color2"].default_value = (0.6, 0.6, 0.6, 1)
        nt.links.new(rough.outputs["Color"], p.inputs["Roughness"])
    nt.links.new(out, p.inputs["Base Color"])
    _materials[key] = m
    return m


def _angle_gap(a, b):
    return (a - b + math.pi) % (2 * math.pi) - math.pi


def mountain(loc, radius, height, color="#3b2d2a", seed=0, snow=False, verts=9):
    """A mountain massif standing on the ground at `loc`: `radius` its footprint, `height` its peak.

    One dense radial mesh around a summit set a little off-centre: a few ridges (seeded) run down from it, curving as
    they go, with valleys carved between them and a shoulder peak or two on the way down; a ridged noise roughens the
    faces and the foot flattens smoothly into the ground at `radius`. `verts` now sets the character: 7 or fewer gives
    steep granite horns, 16 or more a lone smooth volcano, the default a massif. The material darkens and greens
    toward the foot and, with `snow`, lays snow on the gentler upper slopes along an irregular line."""
    from mathutils import noise

    r = random.Random(seed)
    x0, y0, z0 = loc
    n_ang, n_rad = 56, 24
    cap = 0.0
    if verts <= 7:
        shape_a, shape_b, ridge_amp, ridges, rough = 1.6, 1.4, 0.7, r.randint(4, 5), 0.1
    elif verts >= 16:
        shape_a, shape_b, ridge_amp, ridges, rough = 1.0, 2.1, 0.12, r.randint(7, 9), 0.025
        cap = -0.6  # a volcano's gentle cone would whiten all over: keep its snow to the cap
    else:
        shape_a, shape_b, ridge_amp, ridges, rough = 1.1, 1.5, 1.1, r.randint(5, 7), 0.11
    off = (r.uniform(-0.14, 0.14) * radius, r.uniform(-0.1, 0.12) * radius)
    # The outline: a slightly irregular rim, widest where the ridges run out.
    phases = [(k, r.uniform(0, 2 * math.pi), r.uniform(0.02, 0.07) / k ** 0.5) for k in (2, 3, 5)]
    start = r.uniform(0, 2 * math.pi)
    crests = []
    for i in range(ridges):
        a = start + 2 * math.pi * (i + r.uniform(-0.28, 0.28)) / ridges
        crests.append((a, r.uniform(-0.5, 0.5), r.uniform(0.6, 1.0)))
    # A shoulder peak or two part-way down a ridge (a volcano has none).
    shoulders = []
    for a, bend, strength in r.sample(crests, 2 if verts < 16 else 0):
        shoulders.append((a + bend * 0.4, r.uniform(0.3, 0.5), r.uniform(0.1, 0.2) * strength))
    nbase = Vector((r.uniform(-99, 99), r.uniform(-99, 99), r.uniform(-99, 99)))

    def ridge_at(theta, t):
        # 1 on a crest, 0 at the bottom of the valley halfway to the next one: a cusp on the crest, a V in the valley.
        bends = sorted(((a + bend * t) % (2 * math.pi), strength) for a, bend, strength in crests)
        best = 0.0
        for k, (a, strength) in enumerate(bends):
            d = _angle_gap(theta, a)
            nxt = bends[(k + (1 if d > 0 else -1)) % len(bends)][0]
            half = max(0.15, abs(_angle_gap(nxt, a)) / 2)
            best = max(best, strength * max(0.0, 1 - abs(d) / half) ** 1.3)
        return best

    co, hs, rs = [(x0 + off[0], y0 + off[1], 0.0)], [1.0], [cap]
    for j in range(1, n_rad + 1):
        t = j / n_rad
        for i in range(n_ang):
            theta = 2 * math.pi * i / n_ang
            rim = radius * (1 + sum(amp * math.cos(k * theta + ph) for k, ph, amp in phases))
            rim *= 1 + 0.06 * ridge_at(theta, 1.0)
            px = off[0] * (1 - t) + math.cos(theta) * rim * t
            py = off[1] * (1 - t) + math.sin(theta) * rim * t
            body = (1 - t ** shape_a) ** shape_b
            rid = ridge_at(theta, t) - 0.4
            env = min(1.0, t / 0.42) ** 1.5
            h = body * (1 + ridge_amp * rid * env)
            for sa, st, sh in shoulders:
                d = _angle_gap(theta, sa)
                h += sh * math.exp(-((d / 0.3) ** 2) - ((t - st) / 0.12) ** 2) * (1 - t)
            q = Vector((px / radius * 3.2, py / radius * 3.2, 0)) + nbase
            n = 0.0
            for octave, w in ((1, 1.0), (2, 0.5), (4, 0.25)):
                n += w * (1 - abs(noise.noise(q * octave)))
            h += rough * (n - 0.9) * body ** 0.6 * min(1.0, t * 3) ** 2
            co.append((x0 + px, y0 + py, h))
            hs.append(h)
            rs.append(rid * env + cap)
    # The summit stays the highest point: a hair above its first ring.
    hs[0] = max(hs[0], max(hs[1 : 1 + n_ang]) + 0.02)
    top = max(hs)
    scale = height / top
    # Sink the last ring a hair so the foot meets the ground with no gap.
    last = len(co) - n_ang
    co = [(px, py, z0 + h * scale - (0.02 * height if k >= last else 0.0)) for k, (px, py, h) in enumerate(co)]
    faces = [(0, 1 + i, 1 + (i + 1) % n_ang) for i in range(n_ang)]
    for j in range(n_rad - 1):
        a, b = 1 + j * n_ang, 1 + (j + 1) * n_ang
        faces += [(a + i, b + i, b + (i + 1) % n_ang, a + (i + 1) % n_ang) for i in range(n_ang)]
    me = bpy.data.meshes.new("mountain")
    me.from_pydata(co, [], faces)
    me.update()
    hattr = me.attributes.new("mtn_h", "FLOAT", "POINT")
    hattr.data.foreach_set("value", [max(0.0, v / top) for v in hs])
    rattr = me.attributes.new("mtn_ridge", "FLOAT", "POINT")
    rattr.data.foreach_set("value", rs)
    me.polygons.foreach_set("use_smooth", [True] * len(me.polygons))
    me.use_auto_smooth = True
    me.auto_smooth_angle = math.radians(32)
    obj = bpy.data.objects.new("mountain", me)
    kit.link(obj)
    bpy.context.view_layer.objects.active = obj
    return _finish(obj, _mountain_material(color, snow))


def palm(loc, height=1.1, lean=0.25, heading=0.0, seed=0, fronds=8):
    """A palm: a leaning, slightly curved trunk and a crown of drooping fronds."""
    r = random.Random(seed)
    trunk = mat("palm-trunk", srgb("#5a4030"), 0.9)
    leaf = mat("palm-leaf", srgb("#2f3f22"), 0.7)
    x, y, z = loc
    segs = 6
    px, py, pz = x, y, z
    for i in range(segs):
        t = (i + 1) / segs
        dx = math.cos(heading) * lean * t * t * height / segs * 3
        dy = math.sin(heading) * lean * t * t * height / segs * 3
        nx, ny, nz = px + dx, py + dy, pz + height / segs
        seg_len = math.dist((px, py, pz), (nx, ny, nz))
        d = Vector((nx - px, ny - py, nz - pz))
        cylinder(
            (px, py, pz), 0.045 * (1 - 0.35 * t), seg_len, trunk, verts=8, rot=(0, 0, 0), smooth=True
        )
        o = bpy.context.active_object
        o.location = Vector((px, py, pz)) + d / 2
        o.rotation_euler = d.to_track_quat("Z", "Y").to_euler()
        px, py, pz = nx, ny, nz
    for k in range(fronds):
        a = 2 * math.pi * k / fronds + r.uniform(-0.2, 0.2)
        droop = r.uniform(0.35, 0.7)
        length = height * r.uniform(0.45, 0.6)
        bpy.ops.mesh.primitive_uv_sphere_add(segments=10, ring_count=6, radius=1, location=(0, 0, 0))
        f = bpy.context.active_object
        f.scale = (length / 2, 0.07 * height, 0.012 * height + 0.01)
        f.rotation_euler = (0, droop, a)
        f.location = (px + math.cos(a) * length * 0.42, py + math.sin(a) * length * 0.42, pz - math.sin(droop) * length * 0.22)
        _finish(f, leaf, True)
    sphere((px, py, pz), 0.06 * height, trunk)


def cypress(loc, height=0.9, color="#22301f"):
    x, y, z = loc
    return sphere((x, y, z + height / 2), height / 2, mat("cypress-" + color, srgb(color), 0.8), scale=(0.22, 0.22, 1))


def pine(loc, height=0.9, color="#1f2c22", tiers=3):
    x, y, z = loc
    m = mat("pine-" + color, srgb(color), 0.85)
    for i in range(tiers):
        t = i / tiers
        cylinder((x, y, z + height * (0.15 + 0.25 * t)), height * 0.3 * (1 - 0.55 * t), height * 0.45, m, verts=10, top_radius=0.0)


def tree(loc, radius=0.3, color="#2c3a24", seed=0):
    """A round broadleaf tree."""
    x, y, z = loc
    cylinder((x, y, z), 0.03, radius * 1.1, mat("trunk", srgb("#4a3528"), 0.9), verts=6)
    return sphere((x, y, z + radius * 1.4), radius, mat("leaf-" + color, srgb(color), 0.8), scale=(1, 1, 0.85), subdiv=2)


def roof_prism(loc, size, material, rot=0.0, pitch=0.5):
    """A gable roof over a box of footprint `size[:2]`, ridge along x."""
    x, y, z = loc
    sx, sy = size[0] / 2, size[1] / 2
    h = sy * pitch * 2
    mesh = bpy.data.meshes.new("roof")
    verts = [(-sx, -sy, 0), (sx, -sy, 0), (sx, sy, 0), (-sx, sy, 0), (-sx, 0, h), (sx, 0, h)]
    faces = [(0, 1, 5, 4), (2, 3, 4, 5), (0, 4, 3), (1, 2, 5), (0, 3, 2, 1)]
    mesh.from_pydata(verts, [], faces)
    obj = bpy.data.objects.new("roof", mesh)
    obj.location = (x, y, z)
    obj.rotation_euler = (0, 0, rot)
    kit.link(obj)
    return _finish(obj, material)


def pyramid_roof(loc, size, height, material, rot=0.0):
    x, y, z = loc
    bpy.ops.mesh.primitive_cone_add(vertices=4, radius1=size * 0.72, radius2=0, depth=height, location=(x, y, z + height / 2))
    obj = bpy.context.active_object
    obj.rotation_euler = (0, 0, rot + math.pi / 4)
    return _finish(obj, material)


def villa(loc, size=(1.0, 0.7, 0.35), rot=0.0, wall="#e8dfcf", roof=None, seed=0, glow=3.0, storeys=1):
    """A low villa with a flat or tiled roof and warm lit windows."""
    x, y, z = loc
    box(loc, size, facade("villa", srgb(wall), lit_share=0.8, floor=size[2] / storeys, bay=0.16, glow=glow, seed=seed), rot=rot)
    if roof:
        roof_prism((x, y, z + size[2]), (size[0] * 1.08, size[1] * 1.1), mat("roof-" + roof, srgb(roof), 0.8), rot=rot, pitch=0.32)
    else:
        box((x, y, z + size[2]), (size[0] * 1.06, size[1] * 1.06, 0.04), mat("slab", srgb("#d8cdb8"), 0.7), rot=rot)


def bungalow(loc, rot=0.0, seed=0):
    """An overwater villa: a thatched pyramid roof on a deck on stilts, lit from inside."""
    x, y, z = loc
    wood = mat("deck", srgb("#6b4a33"), 0.75)
    for dx in (-0.28, 0.28):
        for dy in (-0.22, 0.22):
            cylinder((x + dx, y + dy, z - 0.2), 0.018, 0.35, wood, verts=6)
    box((x, y, z + 0.1), (0.75, 0.62, 0.04), wood, rot=rot)
    box((x, y, z + 0.14), (0.5, 0.42, 0.22), facade("bung", srgb("#d9c7a8"), lit_share=0.9, floor=0.22, bay=0.12, glow=3.5, seed=seed), rot=rot)
    pyramid_roof((x, y, z + 0.36), 0.62, 0.34, mat("thatch", srgb("#8a6a45"), 0.95), rot=rot)


def chalet(loc, size=(0.8, 0.6, 0.45), rot=0.0, seed=0):
    x, y, z = loc
    box(loc, size, facade("chalet", srgb("#5a3d29"), lit_share=0.75, floor=0.17, bay=0.15, glow=3.0, seed=seed), rot=rot)
    roof_prism((x, y, z + size[2]), (size[0] * 1.2, size[1] * 1.3), mat("snowroof", srgb("#e6e0d6"), 0.6), rot=rot, pitch=0.55)


def tower(loc, w, d, h, seed=0, wall="#2a2420", glass=False, lit=0.45, rot=0.0, crown=None):
    """A tower with a grid of windows; `crown` adds a spire (`'spire'`) or a stepped top (`'step'`)."""
    x, y, z = loc
    m = facade("tower", srgb(wall), lit_share=lit * 0.7, floor=0.1, bay=0.08, glow=2.4, seed=seed, glass=glass)
    box(loc, (w, d, h), m, rot=rot)
    if crown == "step":
        box((x, y, z + h), (w * 0.7, d * 0.7, h * 0.12), m, rot=rot)
        box((x, y, z + h * 1.12), (w * 0.4, d * 0.4, h * 0.08), m, rot=rot)
        cylinder((x, y, z + h * 1.2), 0.02, h * 0.18, mat("spire", GOLD, 0.3, 1.0), verts=6, top_radius=0.003)
    elif crown == "spire":
        cylinder((x, y, z + h), min(w, d) * 0.2, h * 0.25, mat("spire", GOLD, 0.3, 1.0), verts=6, top_radius=0.003)
    elif crown == "pyramid":
        pyramid_roof((x, y, z + h), max(w, d) * 0.72, h * 0.2, mat("cap-" + wall, srgb(wall), 0.5), rot=rot)


def skyline(rng, area, count, hmin, hmax, wmin=0.25, wmax=0.55, walls=("#2a2420", "#332b25", "#3a3431"), glass_share=0.3, avoid=()):
    """Many towers over a rectangle `area` = (x0, y0, x1, y1), taller towards the middle."""
    x0, y0, x1, y1 = area
    placed = []
    tries = 0
    while len(placed) < count and tries < count * 40:
        tries += 1
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        w, d = rng.uniform(wmin, wmax), rng.uniform(wmin, wmax)
        if any(abs(x - px) < (w + pw) / 2 + 0.04 and abs(y - py) < (d + pd) / 2 + 0.04 for px, py, pw, pd in placed):
            continue
        if any(math.dist((x, y), a[:2]) < a[2] for a in avoid):
            continue
        if math.hypot(abs(x) + w / 2, abs(y) + d / 2) > 5.9:
            continue
        cx = ((x - x0) / (x1 - x0) - 0.5) * 2
        bias = 1 - 0.55 * cx * cx
        h = hmin + (hmax - hmin) * bias * rng.uniform(0.45, 1.0)
        crown = rng.choice([None, None, None, "step", "spire", "pyramid"]) if h > hmax * 0.6 else None
        tower((x, y, 0), w, d, h, seed=rng.random() * 100, wall=rng.choice(walls), glass=rng.random() < glass_share, lit=rng.uniform(0.3, 0.6), crown=crown)
        placed.append((x, y, w, d))
    return placed


def lamp_glow(loc, radius=0.05, strength=12):
    """A small warm light (a lantern, a pool light)."""
    return sphere(loc, radius, mat("glow", WARM_LIGHT, 0.5, emit=WARM_LIGHT, emit_strength=strength), subdiv=1)


def pool(loc, size, rot=0.0):
    """A lit pool: turquoise glowing softly."""
    x, y, z = loc
    box((x, y, z), (size[0] + 0.08, size[1] + 0.08, 0.05), mat("pool-edge", srgb("#e4dac8"), 0.6), rot=rot)
    box((x, y, z + 0.051), (size[0], size[1], 0.005), mat("pool", srgb("#2f7f86"), 0.05, emit=srgb("#3aa6a8"), emit_strength=1.2), rot=rot)


def bridge(p0, p1, z, tower_h, material, deck_w=0.18):
    """A suspension bridge between p0 and p1: deck, two towers, sagging cables."""
    a, b = Vector((*p0, z)), Vector((*p1, z))
    d = b - a
    length = d.length
    ang = math.atan2(d.y, d.x)
    mid = (a + b) / 2
    box((mid.x, mid.y, z), (length, deck_w, 0.05), material, rot=ang)
    towers = [a + d * 0.22, a + d * 0.78]
    for t in towers:
        for side in (-1, 1):
            off = Vector((-math.sin(ang), math.cos(ang), 0)) * side * deck_w * 0.45
            box((t.x + off.x, t.y + off.y, z - 0.3), (0.05, 0.05, tower_h + 0.3), material, rot=ang)
        box((t.x, t.y, z + tower_h * 0.92), (0.05, deck_w, 0.04), material, rot=ang)
    # Cables: short straight pieces along a catenary-like curve.
    pts = []
    n = 24
    for i in range(n + 1):
        s = i / n
        p = a + d * s
        if s < 0.22:
            hgt = tower_h * (s / 0.22) ** 1.6
        elif s > 0.78:
            hgt = tower_h * ((1 - s) / 0.22) ** 1.6
        else:
            u = (s - 0.5) / 0.28
            hgt = 0.08 + (tower_h - 0.08) * u * u
        pts.append(Vector((p.x, p.y, z + hgt)))
    for side in (-1, 1):
        off = Vector((-math.sin(ang), math.cos(ang), 0)) * side * deck_w * 0.45
        for i in range(n):
            s0, s1 = pts[i] + off, pts[i + 1] + off
            seg = s1 - s0
            bpy.ops.mesh.primitive_cylinder_add(vertices=5, radius=0.012, depth=seg.length, location=(s0 + s1) / 2)
            c = bpy.context.active_object
            c.rotation_euler = seg.to_track_quat("Z", "Y").to_euler()
            _finish(c, material)


def land(y_min, y_max=FAR, color="#2e2a24", z=0.0, height=0.06, radius=FAR):
    """The ground between two lines across the view (a bank, a city floor), out to the sides."""
    pts = []
    n = 96
    for i in range(n):
        a = 2 * math.pi * i / n
        x, y = math.cos(a) * radius, math.sin(a) * radius
        pts.append((x, min(max(y, y_min), y_max)))
    mesh = bpy.data.meshes.new("land")
    verts = [(x, y, z) for x, y in pts] + [(x, y, z + height) for x, y in pts]
    faces = [tuple(range(n - 1, -1, -1)), tuple(range(n, 2 * n))]
    faces += [(i, (i + 1) % n, n + (i + 1) % n, n + i) for i in range(n)]
    mesh.from_pydata(verts, [], faces)
    mesh.validate()
    obj = bpy.data.objects.new("land", mesh)
    kit.link(obj)
    return _finish(obj, mat("land-" + color, srgb(color), 0.9))


# ---------------------------------------------------------------- the drawn treatment

# Issue 33: the places were dusk dioramas on plinths and read as game boards. They are now drawn
# views: the land out to a horizon under a sky, every surface a flat wash of its colour (lighter
# where it faces the light, darker where it turns away, no path-traced light and so no grain),
# and every edge, crease and silhouette drawn in warm ink (Blender's Freestyle). What a place is
# comes from its construction (the tower, the roofs, the mountains), as in an architect's
# coloured drawing; nothing pretends to be a photograph.

INK_LINE = "#2b2119"
PAPER_LIFT = 0.16
LIGHT_DIR = Vector((-0.55, -0.45, 0.70)).normalized()


def _source(p, name):
    """What feeds a Principled input: its linked socket, or None and its value."""
    sock = p.inputs[name]
    if sock.is_linked:
        return sock.links[0].from_socket, None
    return None, sock.default_value


def _wash(m):
    """Replaces a Principled material's output by a flat emission of its colour, shaded by the
    angle of its (bumped) normal to LIGHT_DIR, with its own glow (lit windows, lamps) on top."""
    if not m.use_nodes:
        return
    nt = m.node_tree
    p = next((n for n in nt.nodes if n.type == "BSDF_PRINCIPLED"), None)
    out = next((n for n in nt.nodes if n.type == "OUTPUT_MATERIAL"), None)
    if p is None or out is None:
        return
    nodes, links = nt.nodes, nt.links
    base_link, base_val = _source(p, "Base Color")
    normal_link, _ = _source(p, "Normal")
    emit_link, emit_val = _source(p, "Emission")
    strength_link, strength_val = _source(p, "Emission Strength")
    metal_link, metal_val = _source(p, "Metallic")

    if normal_link is None:
        geo = nodes.new("ShaderNodeNewGeometry")
        normal_link = geo.outputs["Normal"]
    dot = nodes.new("ShaderNodeVectorMath")
    dot.operation = "DOT_PRODUCT"
    links.new(normal_link, dot.inputs[0])
    dot.inputs[1].default_value = LIGHT_DIR
    # Three tones: the side away from the light, the side towards it, and the tops.
    shade = nodes.new("ShaderNodeMapRange")
    shade.clamp = True
    shade.inputs["From Min"].default_value = -0.4
    shade.inputs["From Max"].default_value = 0.9
    shade.inputs["To Min"].default_value = 0.52
    shade.inputs["To Max"].default_value = 1.08
    links.new(dot.outputs["Value"], shade.inputs["Value"])
    tone = nodes.new("ShaderNodeMixRGB")
    tone.blend_type = "MULTIPLY"
    tone.inputs["Fac"].default_value = 1.0
    if base_link is not None:
        links.new(base_link, tone.inputs["Color1"])
    else:
        tone.inputs["Color1"].default_value = base_val
    links.new(shade.outputs["Result"], tone.inputs["Color2"])
    # Metal (the gold tips and edges) reads as a lighter wash of its colour.
    if metal_link is None and metal_val > 0.5:
        bright = nodes.new("ShaderNodeMixRGB")
        bright.blend_type = "SCREEN"
        bright.inputs["Fac"].default_value = 0.25
        links.new(tone.outputs[0], bright.inputs["Color1"])
        bright.inputs["Color2"].default_value = (1, 0.9, 0.7, 1)
        tone = bright

    # A drawing on paper: every wash a little lifted towards the paper's warm white.
    paper = nodes.new("ShaderNodeMixRGB")
    paper.inputs["Fac"].default_value = PAPER_LIFT
    links.new(tone.outputs[0], paper.inputs["Color1"])
    paper.inputs["Color2"].default_value = (*srgb("#f3ead8"), 1)
    if m.name.startswith("sea"):
        # Water takes the sky's colour: a light blue-grey wash over its own.
        paper.inputs["Fac"].default_value = 0.45
        paper.inputs["Color2"].default_value = (*srgb("#9db0bd"), 1)

    flat = nodes.new("ShaderNodeEmission")
    flat.inputs["Strength"].default_value = 1.0
    links.new(paper.outputs[0], flat.inputs["Color"])

    glow = nodes.new("ShaderNodeEmission")
    if emit_link is not None:
        links.new(emit_link, glow.inputs["Color"])
    else:
        glow.inputs["Color"].default_value = emit_val
    if strength_link is not None:
        k = nodes.new("ShaderNodeMath")
        k.operation = "MULTIPLY"
        links.new(strength_link, k.inputs[0])
        k.inputs[1].default_value = 0.35
        links.new(k.outputs[0], glow.inputs["Strength"])
    else:
        glow.inputs["Strength"].default_value = strength_val * 0.35
    both = nodes.new("ShaderNodeAddShader")
    links.new(flat.outputs[0], both.inputs[0])
    links.new(glow.outputs[0], both.inputs[1])
    links.new(both.outputs[0], out.inputs["Surface"])


def _sky(low, mid, high):
    """The sky seen behind the land: a wash from a warm horizon up to a deeper blue."""
    world = bpy.context.scene.world
    nt = world.node_tree
    nt.nodes.clear()
    coord = nt.nodes.new("ShaderNodeTexCoord")
    sep = nt.nodes.new("ShaderNodeSeparateXYZ")
    nt.links.new(coord.outputs["Window"], sep.inputs[0])
    ramp = nt.nodes.new("ShaderNodeValToRGB")
    stops = ramp.color_ramp.elements
    stops[0].position = 0.35
    stops[0].color = (*srgb(low), 1)
    stops[1].position = 1.0
    stops[1].color = (*srgb(high), 1)
    e = stops.new(0.62)
    e.color = (*srgb(mid), 1)
    nt.links.new(sep.outputs["Y"], ramp.inputs[0])
    bg = nt.nodes.new("ShaderNodeBackground")
    nt.links.new(ramp.outputs[0], bg.inputs[0])
    out = nt.nodes.new("ShaderNodeOutputWorld")
    nt.links.new(bg.outputs[0], out.inputs[0])


def illustrate(sky=("#f0d3a0", "#c9b9b0", "#6f7f9a"), line=INK_LINE, thickness=1.1):
    """Turns the built scene into the drawn view (see above): washes, sky, ink lines, the camera
    brought down so the horizon sits in the upper part of the frame."""
    scene = bpy.context.scene
    for m in bpy.data.materials:
        _wash(m)
    _eye_level(scene)
    _sky(*sky)
    for obj in list(scene.objects):
        if obj.type == "LIGHT":
            bpy.data.objects.remove(obj)
    scene.cycles.max_bounces = 0
    scene.cycles.diffuse_bounces = 0
    scene.cycles.glossy_bounces = 0
    scene.cycles.transmission_bounces = 0
    scene.view_settings.view_transform = "Standard"
    scene.view_settings.look = "None"
    scene.render.use_freestyle = True
    scene.render.line_thickness_mode = "ABSOLUTE"
    scene.render.line_thickness = thickness
    fs = scene.view_layers[0].freestyle_settings
    fs.crease_angle = math.radians(140)
    ls = fs.linesets[0] if fs.linesets else fs.linesets.new("ink")
    ls.select_by_visibility = True
    ls.select_by_edge_types = True
    ls.select_silhouette = True
    ls.select_border = True
    ls.select_crease = True
    if ls.linestyle is None:
        ls.linestyle = bpy.data.linestyles.new("ink")
    ls.linestyle.color = srgb(line)
    ls.linestyle.thickness = thickness
    ls.linestyle.alpha = 0.9


def _eye_level(scene, fill=0.95, horizon=0.4):
    """Puts the camera at eye level where the diorama's camera stood (same side, same distance),
    level, and widens or narrows its lens so the place fills the frame's width and its tallest
    part fits under the top, the horizon `horizon` of the way up the frame."""
    cam = scene.camera
    meshes = [o for o in scene.objects if o.type == "MESH" and max(o.dimensions) < FAR / 4]
    corners = [o.matrix_world @ Vector(c) for o in meshes for c in o.bound_box]
    lo = Vector((min(c.x for c in corners), min(c.y for c in corners), 0))
    hi = Vector((max(c.x for c in corners), max(c.y for c in corners), max(c.z for c in corners)))
    centre = (lo + hi) / 2
    away = cam.location - centre
    away.z = 0
    dist = away.length
    away.normalize()
    right = Vector((-away.y, away.x, 0))
    across = [c.dot(right) for c in corners]
    width = (max(across) - min(across)) * fill
    frame = max(width, (hi.z * 1.06 + 0.5) / 0.75)
    # The eye rises with the frame so the horizon stays about two fifths up it; the ground's
    # near edge (0.5 below the ground line) is the frame's bottom.
    eye = min(max(horizon * 0.75 * frame - 0.5, 1.2), 6.0)
    below = (eye + 0.5) / frame
    cam.location = Vector((centre.x, centre.y, 0)) + away * dist + Vector((0, 0, eye))
    aim(cam, Vector((centre.x, centre.y, eye)))
    cam.data.lens = 36 * dist / frame
    cam.data.shift_y = 0.375 - below
